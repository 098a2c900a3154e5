import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempRepository } from '../fixtures/temp-repo';
import { buildReference, compareTexts, mergeTextSets, readRegistry, readTexts, readThemeFeatures, renderIsland, renderTexts, run } from './build-reference.mjs';

const REGISTRY = `
import type { RegistryEntry } from '../core/mount/types';
const PAGES = ['projector'];
const SHARED = { trigger: 'interaction', wakeOn: 'storefront:x' } as const;
const ENTRIES: RegistryEntry[] = [
  { name: 'alpha', selectors: ['#a', '.b'], pageTypes: PAGES, trigger: 'load', needsProduct: true, load: () => import('../islands/alpha') },
  { name: 'beta', selectors: [], trigger: { views: [] }, wakeOn: 'storefront:toast' },
  { name: 'gamma', selectors: ['#g'], ...SHARED, needsProduct: true },
];
`;

const CHUNKS_START = '// generated:chunks:start (node scripts/build-reference.mjs writes these maps from the registry: do not edit)';

const TEXTS = `
import { defineTexts } from '../../core/texts';
export const texts = defineTexts('alpha', {
  pl: { close: 'Zamknij', long: 'Pierwsza ' + 'druga', pipe: 'a | b' },
  en: { close: 'Close' },
});
`;

const block = (name: string, body: string) => `<!-- generated:${name}:start -->\n${body}\n<!-- generated:${name}:end -->`;

describe('build-reference: reading the code', () => {
  it('reads registry entries in order, resolving consts and leaving out load', () => {
    const entries = readRegistry(REGISTRY);
    expect(entries.map((e) => e.name)).toEqual(['alpha', 'beta', 'gamma']);
    expect(entries[0]!.fields).toEqual({ selectors: ['#a', '.b'], pageTypes: ['projector'], trigger: 'load', needsProduct: true });
    expect(entries[1]!.fields.trigger).toEqual({ views: [] });
    // A spread of a top-level const object (the product islands' shared wake) reads as its properties.
    expect(entries[2]!.fields).toEqual({ selectors: ['#g'], trigger: 'interaction', wakeOn: 'storefront:x', needsProduct: true });
  });

  it('reads defineTexts: keys from pl, other languages as given, concatenations joined', () => {
    const [set] = readTexts(TEXTS, 'islands/alpha/texts.ts');
    expect(set!.namespace).toBe('alpha');
    expect(set!.keys).toEqual(['close', 'long', 'pipe']);
    expect(set!.languages.pl!.long).toBe('Pierwsza druga');
    expect(set!.languages.en).toEqual({ close: 'Close' });
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(() => readTexts(`defineTexts('x', { pl: { a: someVariable } })`, 'x.ts')).toThrow(/x\.ts:1: not a literal value/);
    expect(() => readRegistry('export const other = [];')).toThrow(/no `const ENTRIES/);
    expect(() => readRegistry(`const X = 1; const ENTRIES = [{ name: 'a', ...X }];`)).toThrow(/spread must name a top-level const object/);
  });

  it('reads the theme features map', () => {
    const source = `const RUNTIME = 'app_shop.runApp'; const P = ['#f']; export const THEME_FEATURES = { alpha: P, 'beta-x': [RUNTIME] };`;
    expect(readThemeFeatures(source)).toEqual({ alpha: ['#f'], 'beta-x': ['app_shop.runApp'] });
  });
});

describe('build-reference: rendering an island', () => {
  const [alpha, beta] = readRegistry(REGISTRY);
  const texts = readTexts(TEXTS, 'islands/alpha/texts.ts');

  it('lists container, pages, wake, product data, and its texts in one line linking to the catalogue', () => {
    const out = renderIsland(alpha!, texts, ['#f']);
    expect(out).toContain('- **Container:** `#a`, `.b`; or any element marked `[data-island="alpha"]`');
    expect(out).toContain('- **Pages:** `projector`');
    expect(out).toContain("at the page's load event (`load`)");
    expect(out).toContain('- **Product data:** needed');
    expect(out).toContain('queues an entry for `#f`');
    expect(out.split('\n').at(-1)).toBe(
      '- **Texts:** 3 keys in `alpha.*` ([catalogue](texts.md#alpha)); a page can override any of them (see **Texts** under [Reading an entry](#reading-an-entry))',
    );
    // The texts themselves are the catalogue's (docs/texts.md), not the reference's.
    expect(out).not.toContain('Zamknij');
    expect(out).not.toContain('| Key |');
  });

  it('counts a shared namespace on its own, and says "it" of a single key', () => {
    const shared = readTexts(`defineTexts('passkeys', { pl: { a: 'A', b: 'B' } })`, 'core/passkeys/texts.ts');
    const out = renderIsland(alpha!, [...texts, ...shared]);
    expect(out).toContain(
      '- **Texts:** 3 keys in `alpha.*` ([catalogue](texts.md#alpha)) and 2 keys in `passkeys.*`, shared with other islands ([catalogue](texts.md#passkeys)); a page can override any of them',
    );
    const one = readTexts(`defineTexts('alpha', { pl: { a: 'A' } })`, 'islands/alpha/texts.ts');
    expect(renderIsland(alpha!, one)).toContain('- **Texts:** 1 key in `alpha.*` ([catalogue](texts.md#alpha)); a page can override it (see');
    expect(renderIsland(alpha!, shared)).toContain('- **Texts:** none of its own; 2 keys in `passkeys.*`, shared with other islands');
  });

  it('describes an island woken only by its event, placed only by data-island', () => {
    const out = renderIsland(beta!, []);
    expect(out).toContain('only where the theme places it: `[data-island="beta"]`');
    expect(out).toContain('only on the first `storefront:toast` event');
    expect(out.split('\n').at(-1)).toBe('- **Texts:** none of its own');
  });

  it('says the renderer and the load job of each island, and reads `job: true` and `chunk` from the registry', () => {
    const dom = renderIsland({ name: 'd', fields: { selectors: ['.d'], trigger: 'idle', dom: true } }, []);
    expect(dom).toContain('**Renderer:** none: a DOM island, mounted without React or Preact');
    expect(dom).toContain("**Load job:** none: until it wakes, the server's HTML stays as it is");
    const withJob = renderIsland({ name: 'j', fields: { selectors: ['.j'], trigger: 'interaction', job: 'j' } }, [], [], 'Makes the field a combobox.');
    expect(withJob).toContain('**Renderer:** React (Preact in the lean build), evaluated only when the island wakes');
    expect(withJob).toContain("**Load job** (after the page's load event, DOM only, before and without the renderer): Makes the field a combobox.");
    expect(() => renderIsland({ name: 'j', fields: { selectors: [], trigger: 'interaction', job: 'j' } }, [])).toThrow(/load job with no words/);
    const [entry] = readRegistry(`const ENTRIES = [{ name: 'j', chunk: 'frame', selectors: [], trigger: 'interaction', job: true }] as const satisfies readonly Row[];`);
    expect(entry!.fields).toEqual({ chunk: 'frame', selectors: [], trigger: 'interaction', job: 'j' });
    // The build's chunk group is nothing the reference shows.
    expect(renderIsland(entry!, [], [], 'Makes the field a combobox.')).not.toContain('frame');
    expect(() => readRegistry(`const ENTRIES = [{ name: 'j', selectors: [], trigger: 'idle', job: () => 1 }];`)).toThrow(/job: true/);
  });

  it('fails on a trigger it does not know', () => {
    expect(() => renderIsland({ name: 'x', fields: { selectors: [], trigger: 'someday' } }, [])).toThrow(/unknown trigger/);
  });
});

describe('build-reference: the texts catalogue (docs/texts.md)', () => {
  const alphaTexts = readTexts(TEXTS, 'islands/alpha/texts.ts');
  const passkeys = readTexts(`defineTexts('passkeys', { pl: { gone: 'Brak' }, en: { gone: 'None' }, de: { gone: 'Keine' } })`, 'core/passkeys/texts.ts');
  const gammaTexts = readTexts(`defineTexts('gamma', { pl: { hi: 'Cześć', blank: '' }, en: { hi: 'Hi', blank: '' } })`, 'islands/gamma/texts.ts');
  const catalogue = renderTexts([
    { name: 'alpha', textSets: [...alphaTexts, ...passkeys] },
    { name: 'beta', textSets: [] },
    { name: 'gamma', textSets: [...gammaTexts, ...passkeys] },
  ]);

  it('says it is generated, and how a page overrides a text', () => {
    expect(catalogue.startsWith('# Texts\n')).toBe(true);
    expect(catalogue).toContain('Generated by `node scripts/build-reference.mjs`');
    expect(catalogue).toContain('<script type="application/json" id="storefront-texts">');
    expect(catalogue).toContain('[Reading an entry](reference.md#reading-an-entry)');
  });

  it('gives every key with its Polish and English, one section per namespace where it first appears', () => {
    expect(catalogue).toContain('| `alpha.close` | `Zamknij` | `Close` |');
    expect(catalogue).toContain('| `alpha.long` | `Pierwsza druga` | *as Polish* |');
    expect(catalogue).toContain('| `alpha.pipe` | `a \\| b` | *as Polish* |');
    expect(catalogue).toContain('| `gamma.blank` | *(empty)* | *(empty)* |');
    // Another language gets a column of its own, in the sections that have it.
    expect(catalogue).toContain('| Key | Polish (default) | English | `de` |\n|---|---|---|---|\n| `passkeys.gone` | `Brak` | `None` | `Keine` |');
    const headings = catalogue.split('\n').filter((l) => l.startsWith('## '));
    // An island without texts has no section; a shared namespace is listed once, after its first island.
    expect(headings).toEqual(['## alpha', '## passkeys', '## gamma']);
    expect(catalogue).toContain('[alpha](#alpha) · [passkeys](#passkeys) · [gamma](#gamma)');
    expect(catalogue).toContain('3 keys of the [alpha](reference.md#alpha) island. It also shows the shared [`passkeys.*`](#passkeys) texts.');
    expect(catalogue).toContain('1 key, shared by [alpha](reference.md#alpha) and [gamma](reference.md#gamma).');
    expect(catalogue.endsWith('|\n')).toBe(true);
  });

  it('merges two sets of one namespace', () => {
    const more = readTexts(`defineTexts('alpha', { pl: { extra: 'Więcej', close: 'Zamknij' } })`, 'islands/alpha/more.ts');
    const [merged, ...rest] = mergeTextSets([...alphaTexts, ...more]);
    expect(rest).toEqual([]);
    expect(merged!.keys).toEqual(['close', 'long', 'pipe', 'extra']);
    expect(merged!.languages.pl!.extra).toBe('Więcej');
    expect(merged!.languages.en).toEqual({ close: 'Close' });
  });

  it('names the sections that differ', () => {
    expect(compareTexts(catalogue, catalogue)).toEqual({ stale: [], missing: [], extra: [], header: false, order: false });
    const edited = catalogue.replace('`Zamknij`', '`Zamknąć`').replace(/## gamma[\s\S]*$/, '## old\n\nGone.\n').replace('Every text', 'Each text');
    expect(compareTexts(edited, catalogue)).toEqual({ stale: ['alpha'], missing: ['gamma'], extra: ['old'], header: true, order: false });
    const [head, a, p, g] = catalogue.split(/^(?=## )/m);
    expect(compareTexts([head, g, a, p].join('').replace(/\n*$/, '\n'), catalogue)).toMatchObject({ order: true, missing: [], extra: [] });
  });
});

describe('build-reference: rewriting the reference', () => {
  const islands = [
    { name: 'alpha', block: 'A1' },
    { name: 'beta', block: 'B1' },
  ];
  const doc = [
    '# Reference',
    '',
    '<!-- generated-contents:start -->',
    'old',
    '<!-- generated-contents:end -->',
    '',
    '## Reading',
    '',
    'Intro.',
    '',
    '## alpha',
    '',
    block('alpha', 'A0'),
    '',
    'Alpha by hand.',
    '',
    '## beta',
    '',
    block('beta', 'B1'),
    '',
    'Beta by hand.',
    '',
  ].join('\n');

  it('rewrites a stale block, keeps the hand-written text, and is stable', () => {
    const r = buildReference(doc, islands);
    expect(r.stale).toEqual(['alpha']);
    expect(r.missing).toEqual([]);
    expect(r.output).toContain(block('alpha', 'A1'));
    expect(r.output).toContain('Alpha by hand.');
    expect(r.output).toContain('Intro.');
    expect(r.output).toContain('[alpha](#alpha) · [beta](#beta)');
    const again = buildReference(r.output, islands);
    expect(again.output).toBe(r.output);
    expect(again.stale).toEqual([]);
  });

  it('names a registry island without a section as missing and appends a stub for it', () => {
    const r = buildReference(doc, [...islands, { name: 'gamma', block: 'G1' }]);
    expect(r.missing).toEqual(['gamma']);
    expect(r.output).toMatch(/Beta by hand\.\n\n## gamma\n\n<!-- generated:gamma:start -->\nG1\n<!-- generated:gamma:end -->\n\n### What it does/);
  });

  it('places a stub where the registry has the island, so the result is in order', () => {
    const withMiddle = [islands[0]!, { name: 'mid', block: 'M1' }, islands[1]!];
    const r = buildReference(doc, withMiddle);
    expect(r.missing).toEqual(['mid']);
    expect(r.output.indexOf('## mid')).toBeGreaterThan(r.output.indexOf('Alpha by hand.'));
    expect(r.output.indexOf('## mid')).toBeLessThan(r.output.indexOf('## beta'));
    const again = buildReference(r.output, withMiddle);
    expect(again).toMatchObject({ output: r.output, missing: [], stale: [], outOfOrder: false });
  });

  it('names a section the registry no longer has as extra', () => {
    const r = buildReference(doc, [{ name: 'alpha', block: 'A0' }]);
    expect(r.extra).toEqual(['beta']);
  });

  it('puts sections back in registry order, hand-written text with them', () => {
    const r = buildReference(doc, [...islands].reverse());
    expect(r.outOfOrder).toBe(true);
    expect(r.output.indexOf('Beta by hand.')).toBeLessThan(r.output.indexOf('Alpha by hand.'));
    expect(r.output.indexOf('## beta')).toBeGreaterThan(r.output.indexOf('Intro.'));
    expect(buildReference(r.output, [...islands].reverse()).outOfOrder).toBe(false);
  });

  it('inserts the block under a heading that has none', () => {
    const r = buildReference(doc.replace(block('beta', 'B1'), ''), islands);
    expect(r.stale).toContain('beta');
    expect(r.output).toContain(`## beta\n\n${block('beta', 'B1')}\n`);
  });

  it('notices a block placed under another island', () => {
    const moved = doc.replace('Alpha by hand.', `Alpha by hand.\n\n${block('beta', 'B1')}`).replace(`## beta\n\n${block('beta', 'B1')}`, '## beta');
    expect(buildReference(moved, islands).misplaced).toEqual(['beta']);
  });
});

describe('build-reference: writing and checking a repository', () => {
  const repo = tempRepository('build-reference-');
  const { write, read } = repo;
  const repository = () => {
    repo.create();
    write('src/registry.ts', `const ENTRIES = [{ name: 'alpha', selectors: ['#a'], trigger: 'idle' }, { name: 'beta', selectors: [], trigger: 'load' }];`);
    write('core/mount/theme.ts', 'export const THEME_FEATURES = {};');
    write('islands/alpha/index.ts', `import { texts } from './texts';\nexport default texts;`);
    write('islands/alpha/texts.ts', TEXTS);
    write('islands/beta/index.ts', 'export default 1;');
    write('src/islands.ts', `// head\n${CHUNKS_START}\n// generated:chunks:end\n// tail\n`);
    write('docs/reference.md', '# Island reference\n\n## Reading an entry\n\nHow to read it.\n\n## alpha\n\n### Calls\n\n- `GET /ajax/a.php`\n');
  };

  it('a new row gets its chunk line in src/islands.ts; until then the check fails', () => {
    repository();
    run(repo.root);
    write('src/registry.ts', `const ENTRIES = [{ name: 'alpha', selectors: ['#a'], trigger: 'idle', job: true }, { name: 'beta', selectors: [], trigger: 'load' }, { name: 'gamma', selectors: [], trigger: 'load' }];`);
    write('islands/alpha/job.ts', '/** Alpha\'s job. */\nexport default () => {};');
    write('islands/gamma/index.ts', 'export default 1;');
    expect(run(repo.root, { check: true }).err).toContain('src/islands.ts is out of date (its maps of chunks and jobs)');
    run(repo.root);
    expect(read('src/islands.ts')).toContain("  gamma: () => import('../islands/gamma'),\n};");
    expect(read('src/islands.ts')).toContain("export const jobs: Record<JobIsland, () => Promise<{ default: LoadJob }>> = {\n  alpha: () => import('../islands/alpha/job'),\n};");
  });

  it('writes the reference and the catalogue, and then checks clean', () => {
    repository();
    const first = run(repo.root);
    expect(first.code).toBe(0);
    expect(first.out).toContain('docs/texts.md written');
    expect(read('docs/reference.md')).toContain('- **Texts:** 3 keys in `alpha.*` ([catalogue](texts.md#alpha))');
    expect(read('docs/reference.md')).toContain('## beta\n\n<!-- generated:beta:start -->');
    expect(read('docs/texts.md')).toContain('| `alpha.close` | `Zamknij` | `Close` |');
    expect(read('src/islands.ts')).toContain("  alpha: () => import('../islands/alpha'),\n  beta: () => import('../islands/beta'),\n};");
    expect(read('src/islands.ts')).toMatch(/^\/\/ head\n[^]*\n\/\/ tail\n$/);
    expect(run(repo.root, { check: true })).toEqual({
      code: 0,
      out: ['src/islands.ts is up to date', 'docs/reference.md is up to date', 'docs/texts.md is up to date'],
      err: [],
    });
  });

  it('fails the check when docs/texts.md is stale or missing, and leaves it as it is', () => {
    repository();
    run(repo.root);
    const good = read('docs/texts.md');
    write('docs/texts.md', good.replace('`Close`', '`Shut`'));
    expect(run(repo.root, { check: true })).toMatchObject({
      code: 1,
      err: ['docs/texts.md is out of date: stale: alpha', 'Run: node scripts/build-reference.mjs'],
    });
    expect(read('docs/texts.md')).toContain('`Shut`');
    unlinkSync(join(repo.root, 'docs/texts.md'));
    expect(run(repo.root, { check: true })).toMatchObject({ code: 1, err: ['docs/texts.md is missing', 'Run: node scripts/build-reference.mjs'] });
    expect(run(repo.root)).toMatchObject({ code: 0, out: ['src/islands.ts is up to date', 'docs/reference.md is up to date', 'docs/texts.md written'] });
    expect(read('docs/texts.md')).toBe(good);
  });

  it('fails the check on both files when a text is added in the code', () => {
    repository();
    run(repo.root);
    write('islands/alpha/texts.ts', TEXTS.replace("pipe: 'a | b'", "pipe: 'a | b', added: 'Nowy'"));
    const { code, err } = run(repo.root, { check: true });
    expect(code).toBe(1);
    expect(err).toEqual([
      'docs/reference.md is out of date: stale: alpha',
      'docs/texts.md is out of date: stale: alpha',
      'Run: node scripts/build-reference.mjs',
    ]);
    run(repo.root);
    expect(read('docs/reference.md')).toContain('4 keys in `alpha.*`');
    expect(read('docs/texts.md')).toContain('| `alpha.added` | `Nowy` | *as Polish* |');
  });

  it('refuses a reference without the section the texts lines link to', () => {
    repository();
    write('docs/reference.md', '# Island reference\n\n## alpha\n');
    const { code, err } = run(repo.root);
    expect(code).toBe(1);
    expect(err[0]).toMatch(/^docs\/reference\.md: no "## Reading an entry" section/);
    expect(read('docs/reference.md')).toBe('# Island reference\n\n## alpha\n');
  });
});
