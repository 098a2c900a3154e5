// @vitest-environment node
// The files served beside a saved page: only what a page loads, only inside its folder, links followed.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileBeside } from './plugin-saved-pages';

const root = mkdtempSync(join(tmpdir(), 'saved-'));
const folder = join(root, 'shop');
const page = join(folder, 'page.html');
mkdirSync(join(folder, 'page_files'), { recursive: true });
writeFileSync(page, '<!doctype html>');
writeFileSync(join(folder, 'page_files', 'style.css'), 'body{}');
writeFileSync(join(folder, 'page_files', 'notes.txt'), 'x');
writeFileSync(join(root, 'secret.css'), 'outside');
writeFileSync(join(folder, 'page_files', '.hidden.css'), 'x');
symlinkSync(join(root, 'secret.css'), join(folder, 'page_files', 'passwd.css'));
symlinkSync(join(folder, 'page_files', 'style.css'), join(folder, 'page_files', 'alias.css'));
symlinkSync(root, join(folder, 'up'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('fileBeside', () => {
  it('serves a page’s own files, and a link that stays in its folder', () => {
    expect(fileBeside(page, 'page_files/style.css')).toBe(join(folder, 'page_files', 'style.css'));
    expect(fileBeside(page, 'page_files/alias.css')).toBe(join(folder, 'page_files', 'style.css'));
  });
  it('never a file outside the folder: by .., or by a link to a file or a folder outside it', () => {
    expect(fileBeside(page, '../secret.css')).toBeNull();
    expect(fileBeside(page, 'page_files/passwd.css')).toBeNull();
    expect(fileBeside(page, 'up/secret.css')).toBeNull();
  });
  it('never a hidden file, a file a page does not load, or one that is not there', () => {
    expect(fileBeside(page, 'page_files/.hidden.css')).toBeNull();
    expect(fileBeside(page, 'page_files/notes.txt')).toBeNull();
    expect(fileBeside(page, 'page_files/none.css')).toBeNull();
  });
});
