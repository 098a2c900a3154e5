// Saving a passkey (reference section 13; spec sections 3 and 7): generateRegisterRequest → navigator.
// credentials.create → register {userLogin, domain, authenticatorTransportMethods, clientDataJSONBase64,
// attestationObjectBase64}. The platform's form sends generateRegisterRequest the raw authorizeToken (text,
// not JSON) and binaries in standard base64; the spec's form {userLogin, authorizeToken, domain} as JSON, base64url.
import { callAccounts, optionsFrom, type AccountsFormat } from '../../core/webauthn/accounts';
import { PasskeyError } from '../../core/webauthn/errors';
import { createCredential } from '../../core/webauthn/json';
import { registerPayload } from '../../core/webauthn/payload';

export interface PasskeyUser {
  login: string;
  authorizeToken: string;
}

/**
 * One registration; resolves when the accounts service has stored the passkey.
 * @call POST <accounts>webAuthn/generateRegisterRequest.php §13
 * @call POST <accounts>webAuthn/register.php §13
 */
export async function registerPasskey(
  accountsUrl: string,
  user: PasskeyUser,
  signal?: AbortSignal,
  domain = location.hostname,
  format: AccountsFormat = 'platform',
): Promise<void> {
  if (!user.login || !user.authorizeToken) {
    throw new PasskeyError('missingUser', `userLogin ${user.login ? 'is set' : 'is missing'}, authorizeToken ${user.authorizeToken ? 'is set' : 'is missing'}`);
  }
  const opts = { format, ...(signal ? { signal } : {}) };
  const requestBody = format === 'spec' ? { userLogin: user.login, authorizeToken: user.authorizeToken, domain } : user.authorizeToken;
  const request = await callAccounts(accountsUrl, 'generateRegisterRequest', requestBody, opts);
  const credential = await createCredential(optionsFrom(request, 'generateRegisterRequest'), signal);
  await callAccounts(accountsUrl, 'register', registerPayload(credential, user.login, domain, format === 'spec' ? 'base64url' : 'base64'), opts);
}
