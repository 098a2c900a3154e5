// Contract: every GraphQL document the passkey islands can send validates against the platform's SDL
// (reference section 13: `mutation { loginByIAIAccountsToken(token: "…") { status login } }`), and the
// mock's reply to it comes from executing it.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { ACCOUNT_TOKENS, mockShop } from '../../fixtures/mock-shop/state';
import { loginByToken, loginByTokenDocument } from './api';

describe('passkey-sign-in contract: loginByIAIAccountsToken', () => {
  it('the document is valid against the SDL, for ordinary tokens and ones that need escaping', () => {
    for (const token of ['aB3_-x', 'ab"c\\d', 'line\nbreak', '']) {
      expect(documentErrors(loginByTokenDocument(token)), JSON.stringify(token)).toEqual([]);
    }
    expect(loginByTokenDocument('t"1')).toBe('mutation { loginByIAIAccountsToken(token: "t\\"1") { status login } }');
  });

  it('a wrong field or argument is refused by the same check', () => {
    const wrongField = loginByTokenDocument('x').replace('status login', 'status login sessionId');
    expect(documentErrors(wrongField)).toEqual([expect.stringContaining('sessionId')]);
    const wrongArg = loginByTokenDocument('x').replace('token:', 'loginToken:');
    expect(documentErrors(wrongArg).join(' ')).toMatch(/loginToken/);
  });

  it('the mock executes it: a known token signs the shopper in, an unknown one answers status error', async () => {
    const [token, login] = Object.entries(ACCOUNT_TOKENS)[0]!;
    await expect(loginByToken(token)).resolves.toBe(login);
    expect(mockShop().loggedInAs).toBe(login);
    await expect(loginByToken('made-up')).rejects.toMatchObject({ name: 'PasskeyError', kind: 'invalidToken' });
  });
});
