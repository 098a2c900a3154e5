// Passkey sign-in (reference section 13; spec sections 5 and 7): generateLoginRequest {domain} →
// navigator.credentials.get → login {domain, publicKeyCredentialBinRawId, clientDataJSONBase64,
// authenticatorDataBase64, signatureBase64, userHandleBinBase64} → the shop's
// POST /graphql/v1/?mutation=loginByToken `mutation { loginByIAIAccountsToken(token: "…") { status login } }`.
import { gqlString, graphql, isShopApiError } from '../../core/http';
import { callAccounts, optionsFrom, type AccountsFormat } from '../../core/webauthn/accounts';
import { PasskeyError } from '../../core/webauthn/errors';
import { getAssertion } from '../../core/webauthn/json';
import { loginPayload } from '../../core/webauthn/payload';

/** The platform's document: the token as a literal (escaped), no variables. */
export const loginByTokenDocument = (token: string): string => `mutation { loginByIAIAccountsToken(token: ${gqlString(token)}) { status login } }`;

const shown = (v: unknown): string => (JSON.stringify(v) ?? String(v)).slice(0, 80);

/**
 * The shop's answer to the accounts service's loginToken: the login, or PasskeyError 'invalidToken'.
 * @call POST /graphql/v1/?mutation=loginByToken §13
 */
export async function loginByToken(token: string, signal?: AbortSignal): Promise<string> {
  let data: { loginByIAIAccountsToken?: unknown };
  try {
    data = await graphql<{ loginByIAIAccountsToken?: unknown }>('loginByToken', {
      kind: 'mutation',
      query: loginByTokenDocument(token),
      // The express checkout's login: the theme asks the tracking scripts after it.
      tracking: true,
      ...(signal ? { signal } : {}),
    });
  } catch (e) {
    // A GraphQL error for this one mutation is the shop refusing the token.
    if (isShopApiError(e) && e.kind === 'graphql') throw new PasskeyError('invalidToken', e.message, null, e);
    throw e;
  }
  const reply = data.loginByIAIAccountsToken as { status?: unknown; login?: unknown } | null | undefined;
  if (!reply || typeof reply !== 'object') throw new PasskeyError('responseMissing', `loginByIAIAccountsToken replied ${shown(reply ?? null)}`);
  if (reply.status !== 'success' || typeof reply.login !== 'string' || !reply.login) {
    throw new PasskeyError('invalidToken', `loginByIAIAccountsToken did not accept the token: ${shown(reply)}`);
  }
  return reply.login;
}

/**
 * One sign-in attempt; resolves with the shopper's login. Throws PasskeyError, ShopApiError or a DOMException.
 * @call POST <accounts>webAuthn/generateLoginRequest.php §13
 * @call POST <accounts>webAuthn/login.php §13
 */
export async function signInWithPasskey(accountsUrl: string, signal?: AbortSignal, domain = location.hostname, format: AccountsFormat = 'platform'): Promise<string> {
  const opts = { format, ...(signal ? { signal } : {}) };
  const request = await callAccounts(accountsUrl, 'generateLoginRequest', { domain }, opts);
  const assertion = await getAssertion(optionsFrom(request, 'generateLoginRequest'), signal);
  const reply = await callAccounts(accountsUrl, 'login', loginPayload(assertion, domain, format === 'spec' ? 'base64url' : 'base64'), opts);
  if (!reply.loginToken) throw new PasskeyError('invalidToken', 'login replied status "success" without a loginToken: "loginToken" is invalid.');
  return loginByToken(reply.loginToken, signal);
}
