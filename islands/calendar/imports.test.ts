import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('dayjs stays in the calendar chunk', () => {
  it('no source outside islands/calendar imports dayjs, and the island loads only the pl locale (en is built in)', () => {
    const importers = ['src', 'core', 'islands']
      .flatMap((dir) => sources(join(ROOT, dir)))
      .filter((file) => /from ['"]dayjs|import ['"]dayjs/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((f) => !f.startsWith('islands/calendar/'))).toEqual([]);
    const locales = importers.flatMap((f) => [...readFileSync(join(ROOT, f), 'utf8').matchAll(/['"]dayjs\/locale\/([\w-]+)['"]/g)].map((m) => m[1]));
    expect(locales).toEqual(['pl']);
  });
});
