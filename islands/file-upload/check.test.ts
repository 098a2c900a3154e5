import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkFile, fileExtensions, megabytes, normaliseList, type UploadRules } from './check';
import { pictureFormats } from './accept';

// The sample shop's lists (html-samples/partials/header.html).
const EXTENSIONS = ['exe', 'bat', 'cmd', 'com', 'js', 'php', 'sh', 'html', 'htm'];
const MIMES = ['application/x-msdownload', 'application/javascript', 'text/html', 'application/x-sh'];
const RULES: UploadRules = { extensions: EXTENSIONS, mimes: MIMES, maxBytes: 5 * 1024 * 1024 };

/** Any casing of a word: 'php' → 'pHP'. */
const anyCase = (word: string) =>
  fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map((up) =>
    [...word].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''),
  );
/** A name part without dots that is not on the blacklist in any casing. */
const safePart = fc.stringMatching(/^[a-z0-9_ -]{1,12}$/).filter((p) => !EXTENSIONS.includes(p.trim().toLowerCase().replace(/\s+/g, '')));
const safeType = fc.constantFrom('', 'image/jpeg', 'image/png', 'application/pdf', 'text/plain');

describe('fileExtensions', () => {
  it('gives every extension part, lowercased', () => {
    expect(fileExtensions('Photo.JPG.php')).toEqual(['jpg', 'php']);
    expect(fileExtensions('README')).toEqual([]);
    expect(fileExtensions('.htaccess')).toEqual(['htaccess']);
    expect(fileExtensions('virus.exe. ')).toEqual(['exe']);
    expect(fileExtensions('x.p\u200bhp')).toEqual(['php']);
  });
});

describe('checkFile', () => {
  it('rejects blacklisted extensions and mime types, and files over the limit', () => {
    expect(checkFile({ name: 'photo.jpg', size: 1000, type: 'image/jpeg' }, RULES)).toEqual({ ok: true });
    expect(checkFile({ name: 'photo.jpg.php', size: 1000, type: 'image/jpeg' }, RULES)).toEqual({ ok: false, reason: 'type' });
    expect(checkFile({ name: 'setup.EXE', size: 1000, type: '' }, RULES)).toEqual({ ok: false, reason: 'type' });
    expect(checkFile({ name: 'page.txt', size: 10, type: 'Text/HTML; charset=utf-8' }, RULES)).toEqual({ ok: false, reason: 'type' });
    expect(checkFile({ name: 'big.pdf', size: 5 * 1024 * 1024 + 1, type: 'application/pdf' }, RULES)).toEqual({ ok: false, reason: 'size' });
    expect(checkFile({ name: 'edge.pdf', size: 5 * 1024 * 1024, type: 'application/pdf' }, RULES)).toEqual({ ok: true });
    // A blocked type is reported as such even when the file is also too big.
    expect(checkFile({ name: 'big.exe', size: 1e9, type: '' }, RULES)).toEqual({ ok: false, reason: 'type' });
    expect(checkFile({ name: 'a.bin', size: 1e12, type: '' }, { ...RULES, maxBytes: null })).toEqual({ ok: true });
    expect(checkFile({ name: 'a.svg', size: 1, type: 'image/svg+xml' }, { ...RULES, mimes: ['image/*'] })).toEqual({ ok: false, reason: 'type' });
  });

  it('never throws, whatever the name, size and type', () => {
    fc.assert(
      fc.property(
        fc.string(), fc.oneof(fc.double(), fc.integer(), fc.constant(NaN)), fc.string(),
        fc.array(fc.string()), fc.array(fc.string()), fc.option(fc.double()),
        (name, size, type, extensions, mimes, maxBytes) => {
          const verdict = checkFile({ name, size, type }, { extensions, mimes, maxBytes });
          return typeof verdict.ok === 'boolean';
        },
      ),
    );
  });

  it('rejects a name with a blacklisted extension in any case, at any position after the first dot', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXTENSIONS).chain(anyCase), safePart, fc.array(safePart, { maxLength: 3 }), fc.array(safePart, { maxLength: 3 }), safeType,
        fc.nat({ max: RULES.maxBytes! }),
        (bad, base, before, after, type, size) => {
          const name = [base, ...before, bad, ...after].join('.');
          expect(checkFile({ name, size, type }, RULES)).toEqual({ ok: false, reason: 'type' });
        },
      ),
    );
  });

  it('rejects any size over the limit, and accepts safe files within it', () => {
    fc.assert(
      fc.property(safePart, fc.array(safePart, { maxLength: 3 }), safeType, fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 2e9 }),
        (base, parts, type, max, size) => {
          const name = [base, ...parts].join('.');
          const verdict = checkFile({ name, size, type }, { ...RULES, maxBytes: max });
          expect(verdict).toEqual(size > max ? { ok: false, reason: 'size' } : { ok: true });
        },
      ),
    );
  });
});

describe('normaliseList and megabytes', () => {
  it('cleans a blacklist', () => {
    expect(normaliseList(['.EXE', ' Php ', '', 3, null, '..js'], true)).toEqual(['exe', 'php', 'js']);
    expect(normaliseList(['Text/HTML'], false)).toEqual(['text/html']);
  });
  it('shows a limit in MB, whole where whole', () => {
    expect(megabytes(5_242_880)).toBe(5);
    expect(megabytes(2_097_152)).toBe(2);
    expect(megabytes(1_572_864)).toBe(1.5);
    expect(megabytes(1_000_000)).toBe(0.95);
  });
});

describe('pictureFormats', () => {
  it('lists the formats of a picture-only accept list', () => {
    expect(pictureFormats('image/jpeg')).toEqual(['.jpg']);
    expect(pictureFormats('.JPG, .jpeg,image/png, image/jpeg')).toEqual(['.jpg', '.jpeg', '.png']);
  });
  it('says nothing for other files, open lists or no list', () => {
    expect(pictureFormats('.jpg,.jpeg,.png,.pdf')).toBeNull();
    expect(pictureFormats('image/*')).toBeNull();
    expect(pictureFormats('')).toBeNull();
    expect(pictureFormats(null)).toBeNull();
  });
});
