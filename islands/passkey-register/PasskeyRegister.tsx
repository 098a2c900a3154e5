import { useCallback, useEffect, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { getShopStore } from '../../core/store';
import { formatText, useTexts } from '../../core/texts';
import type { PasskeyConfig } from '../../core/webauthn/config';
import { PasskeyControl } from '../../core/webauthn/PasskeyControl';
import { registerPasskey } from './api';
import { texts } from './texts';
import { deviceDeclined, DEVICE_REGISTERED_KEY, markDeviceRegistered, SAVE_DEVICE_KEY } from '../../core/webauthn/device';

export interface PasskeyRegisterConfig extends PasskeyConfig {
  /** data-user-login: the logged-in shopper's login, as the shop renders it. */
  userLogin: string;
  /** data-login-field: a registering shopper's login field, read when the button is pressed. */
  loginField: HTMLInputElement | null;
  /** data-authorize-token: the shop's token that lets this page save a passkey for the shopper. */
  authorizeToken: string;
}

/** Whose passkey: the page's login, else the registration form's login field, else a passkey sign-in's login. */
function currentLogin(config: PasskeyRegisterConfig): string {
  return config.userLogin || config.loginField?.value.trim() || getShopStore().getState().session.login || '';
}

export function PasskeyRegister({ config }: IslandProps<PasskeyRegisterConfig>) {
  const t = useTexts(texts);
  // Read once, at mount: a shopper who unticked "save this device" is not offered a passkey here.
  const [declined] = useState(deviceDeclined);
  useEffect(() => {
    if (declined) console.info(`[storefront:passkey-register] not offered: localStorage ${SAVE_DEVICE_KEY} is "false" (the shopper chose not to save this device)`);
  }, [declined]);
  const attempt = useCallback(
    async (signal: AbortSignal) => {
      const login = currentLogin(config);
      await registerPasskey(config.accountsUrl, { login, authorizeToken: config.authorizeToken }, signal, location.hostname, config.accountsFormat);
      if (!markDeviceRegistered()) console.warn(`[storefront:passkey-register] the passkey is saved, but localStorage ${DEVICE_REGISTERED_KEY} could not be written`);
      return formatText(t.success, { login });
    },
    [config, t.success],
  );
  if (declined) return null;
  return <PasskeyControl island="passkey-register" config={config} label={t.action} busyLabel={t.busy} attempt={attempt} />;
}
