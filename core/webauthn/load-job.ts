// The passkey islands' load job, shared by passkey-sign-in and passkey-register. React-free:
// it is in the passkey job's chunk (vite.config.ts), never in the islands' own.
import type { LoadJob } from '../mount/types';
import { passkeyAvailability } from './availability';
import { readPasskeyConfig } from './config';

/**
 * A control the shopper can use is the only thing either island shows, so neither renders (nor evaluates
 * the renderer) until the browser is known to offer passkeys: the job asks WebAuthn for a platform
 * authenticator (with the page's data-passkey-off flags) and wakes the island when there is one, or at
 * once when the page asks for a disabled control on an unsupported browser (data-passkey-unsupported=
 * "disable"). Otherwise the island stays asleep, the server's page stays as it is, and the console says
 * why, as the island would; a refused accounts address (readPasskeyConfig names it) wakes nothing. `notOffered` names a reason of the island's own not to offer one at all
 * (the device's flags), checked first.
 */
export function passkeyLoadJob(island: string, errorSelector: string, notOffered: (container: HTMLElement) => string | null): LoadJob {
  return (container, { wake }) => {
    const why = notOffered(container);
    if (why) {
      console.info(`[storefront:${island}] ${why}`);
      return;
    }
    // The container's settings, read as the island reads them (and only once: a bad value is named here).
    const { accountsUrl, flags, unsupported } = readPasskeyConfig(container, island, errorSelector);
    // A refused accounts address shows no control (the console has said why): nothing to wake for.
    if (!accountsUrl) return;
    if (unsupported === 'disable') return wake();
    let live = true;
    void passkeyAvailability(flags).then((a) => {
      if (!live) return;
      if (a.available) wake();
      // Not an error: most browsers without a platform authenticator simply do not get the control.
      else console.info(`[storefront:${island}] passkeys unavailable (code 1, ${a.reason}); the password form is the way in`);
    });
    return () => {
      live = false;
    };
  };
}

