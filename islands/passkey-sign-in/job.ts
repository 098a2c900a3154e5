import { passkeyLoadJob } from '../../core/webauthn/load-job';
import { ERROR_SPAN } from '../../core/webauthn/config';
import { DEVICE_REGISTERED_KEY, deviceRegistered, SAVE_DEVICE_KEY } from '../../core/webauthn/device';

/**
 * The passkey sign-in's load job: the island renders nothing until a passkey can be offered. The
 * job checks for one after the page's load event (WebAuthn with a platform authenticator, the page's
 * data-passkey-off flags) and wakes the island only then, or at once for data-passkey-unsupported="disable";
 * the platform's Smile block is offered only on a device that saved a passkey, as the platform's own express
 * checkout does. Otherwise the island stays asleep and the console says why.
 */
export default passkeyLoadJob('passkey-sign-in', ERROR_SPAN.signIn, (el) =>
  el.querySelector('.smile_web_authn__link') && !deviceRegistered()
    ? `the Smile block stays hidden: no passkey saved on this device (localStorage ${DEVICE_REGISTERED_KEY} not "true", or ${SAVE_DEVICE_KEY} "false")`
    : null,
);
