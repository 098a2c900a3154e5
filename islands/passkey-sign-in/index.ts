import { defineIsland } from '../../core/mount/define';
import { ERROR_SPAN, readPasskeyConfig } from '../../core/webauthn/config';
import { PasskeySignIn, type PasskeySignInConfig } from './PasskeySignIn';

// 'append': on IdoSell's Smile block the island enhances the server's link and spans in place and
// renders nothing; on a bare marker it renders its own button and message regions.
export default defineIsland<PasskeySignInConfig>({
  name: 'passkey-sign-in',
  host: 'append',
  readConfig: (el) => readPasskeyConfig(el, 'passkey-sign-in', ERROR_SPAN.signIn),
  Component: PasskeySignIn,
});
