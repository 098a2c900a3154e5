import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { axeEquivalence } from './axe-equivalence.mjs';

const dirs: string[] = [];
const logDir = (react: object[], lean: object[]) => {
  const dir = mkdtempSync(join(tmpdir(), 'axe-eq-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'log-react.jsonl'), react.map((c) => JSON.stringify(c)).join('\n') + '\n');
  writeFileSync(join(dir, 'log-lean.jsonl'), lean.map((c) => JSON.stringify(c)).join('\n') + '\n');
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('axeEquivalence', () => {
  it("counts what each build ran and took, and names the states the builds rendered differently", () => {
    const dir = logDir(
      [
        { test: 'a › one', n: 1, key: 'k1', ran: true, from: null },
        { test: 'a › one', n: 2, key: 'k2', ran: false, from: 'lean: a › one' },
        { test: 'a › two', n: 1, key: 'k1', ran: false, from: 'react: a › one' },
      ],
      [
        { test: 'a › one', n: 1, key: 'k1', ran: false, from: 'react: a › one' },
        { test: 'a › one', n: 2, key: 'k2', ran: true, from: null },
        { test: 'a › two', n: 1, key: 'k9', ran: true, from: null },
      ],
    );
    const artifact = join(dir, 'out', 'axe-equivalence.json');
    const lines = axeEquivalence(dir, artifact);
    expect(lines).toContain('  react 3 checks: axe ran 1, took 1 verdicts of the lean build\'s identical states, 1 of its own earlier identical states');
    expect(lines).toContain('  lean  3 checks: axe ran 2, took 1 verdicts of the react build\'s identical states, 0 of its own earlier identical states');
    expect(lines).toContain('  states checked on both builds: 3, identical 2, rendered differently 1:');
    expect(lines).toContain('    ≠ a › two #1');
    expect(JSON.parse(readFileSync(artifact, 'utf8')).differed).toEqual(['a › two #1']);
  });

  it('says nothing for a run without axe checks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'axe-eq-'));
    dirs.push(dir);
    expect(axeEquivalence(dir, join(dir, 'x.json'))).toEqual([]);
  });
});
