// The platform's flags for this device (reference section 13; the express checkout's sign-in, prefix
// `expchck`): localStorage `expchckSaveDevice` is "false" once the shopper unticked "save this device",
// and `expchckDeviceRegistered` is "true" after a passkey was saved on it (the platform's passkey sign-in
// link shows only then). Our saving keeps both meanings.
import { local } from '../dom/storage';

export const SAVE_DEVICE_KEY = 'expchckSaveDevice';
export const DEVICE_REGISTERED_KEY = 'expchckDeviceRegistered';

/** The shopper said not to save this device: no passkey is offered for it. */
export const deviceDeclined = (): boolean => local.getString(SAVE_DEVICE_KEY) === 'false';

/** After a saved passkey, as the platform leaves it. */
export const markDeviceRegistered = (): boolean => local.setString(DEVICE_REGISTERED_KEY, 'true');

/** The platform shows its passkey sign-in link (the Smile block) only on a device that saved a passkey and was not declined. */
export const deviceRegistered = (): boolean => local.getString(DEVICE_REGISTERED_KEY) === 'true' && !deviceDeclined();
