// Saving a passkey (spec sections 3 and 7): generateRegisterRequest {userLogin, authorizeToken, domain}
// → navigator.credentials.create → register {userLogin, domain, authenticatorTransportMethods,
// clientDataJSONBase64, attestationObjectBase64}.
import { callAccounts, optionsFrom } from '../../core/webauthn/accounts';
import { PasskeyError } from '../../core/webauthn/errors';
import { createCredential } from '../../core/webauthn/json';
import { registerPayload } from '../../core/webauthn/payload';

export interface PasskeyUser {
  login: string;
  authorizeToken: string;
}

/** One registration; resolves when the accounts service has stored the passkey. */
export async function registerPasskey(accountsUrl: string, user: PasskeyUser, signal?: AbortSignal, domain = location.hostname): Promise<void> {
  if (!user.login || !user.authorizeToken) {
    throw new PasskeyError('missingUser', `userLogin ${user.login ? 'is set' : 'is missing'}, authorizeToken ${user.authorizeToken ? 'is set' : 'is missing'}`);
  }
  const request = await callAccounts(accountsUrl, 'generateRegisterRequest', { userLogin: user.login, authorizeToken: user.authorizeToken, domain }, signal);
  const credential = await createCredential(optionsFrom(request, 'generateRegisterRequest'), signal);
  await callAccounts(accountsUrl, 'register', registerPayload(credential, user.login, domain), signal);
}
