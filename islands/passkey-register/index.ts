import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { ERROR_SPAN, readPasskeyConfig } from '../../core/webauthn/config';
import { PasskeyRegister, type PasskeyRegisterConfig } from './PasskeyRegister';
import { ownQuery } from '../../core/dom/own';

const ISLAND = 'passkey-register';

// 'append': on a Smile block it uses the server's link and the --saveDevice span; on a bare marker it
// renders its own button and message regions.
export default defineIsland<PasskeyRegisterConfig>({
  name: ISLAND,
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, ISLAND);
    const fieldSelector = read.string('login-field', '').trim();
    let loginField: HTMLInputElement | null = null;
    if (fieldSelector) {
      try {
        loginField = ownQuery<HTMLInputElement>(document, fieldSelector);
      } catch {
        loginField = null;
      }
      if (!(loginField instanceof HTMLInputElement)) {
        console.error(`[storefront:${ISLAND}] data-login-field="${fieldSelector}" names no input in the page; the login must come from data-user-login`);
        loginField = null;
      }
    }
    return {
      ...readPasskeyConfig(el, ISLAND, ERROR_SPAN.register),
      userLogin: read.string('user-login', '').trim(),
      loginField,
      authorizeToken: read.string('authorize-token', '').trim(),
    };
  },
  Component: PasskeyRegister,
});
