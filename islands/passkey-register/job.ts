import { passkeyLoadJob } from '../../core/webauthn/load-job';
import { ERROR_SPAN } from '../../core/webauthn/config';
import { deviceDeclined, SAVE_DEVICE_KEY } from '../../core/webauthn/device';

/**
 * The passkey registration's load job: the island renders nothing until a passkey can be saved.
 * The job checks for one after the page's load event (WebAuthn with a platform authenticator, the page's
 * data-passkey-off flags) and wakes the island only then, or at once for data-passkey-unsupported="disable".
 * A shopper who unticked "save this device" (localStorage expchckSaveDevice "false") is not offered one. Otherwise
 * the island stays asleep and the console says why.
 */
export default passkeyLoadJob('passkey-register', ERROR_SPAN.register, () =>
  deviceDeclined() ? `not offered: localStorage ${SAVE_DEVICE_KEY} is "false" (the shopper chose not to save this device)` : null,
);
