// The parity lint: every test a "done" row of docs/parity.md cites exists, by file and title.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkParity } from './check-parity.mjs';

const FILE = 'core/http/tracking.test.ts';
const row = (status: string, cites: string) => `| A job | ${status} | ${cites} |`;

describe('check-parity', () => {
  it('passes a done row whose file and titles exist, whole or shortened with an ellipsis', () => {
    expect(checkParity(row('done', `\`${FILE}\` “no header, 0 or junk: nothing”, “reads the header and recognises …”`))).toEqual([]);
  });

  it('names a title its file does not have, a file that does not exist, and a bare file beside the last one', () => {
    expect(checkParity(row('done', `\`${FILE}\` “a title no test has”`))).toEqual([`docs/parity.md:1: ${FILE} has no test titled “a title no test has”`]);
    expect(checkParity(row('done', '`core/http/gone.test.ts` “anything”'))).toEqual(['docs/parity.md:1: cites core/http/gone.test.ts, which does not exist']);
    expect(checkParity(row('done', `\`${FILE}\` “no header, 0 or junk: nothing”; \`client.test.ts\` “a title no test has”`))).toEqual([
      'docs/parity.md:1: core/http/client.test.ts has no test titled “a title no test has”',
    ]);
  });

  it('reads only done rows', () => {
    expect(checkParity(row('not yet', `\`${FILE}\` “a title no test has”`))).toEqual([]);
    expect(checkParity(row('left to the theme', '`core/http/gone.test.ts`'))).toEqual([]);
  });

  it('docs/parity.md passes', () => {
    expect(checkParity(readFileSync('docs/parity.md', 'utf8'))).toEqual([]);
  });
});
