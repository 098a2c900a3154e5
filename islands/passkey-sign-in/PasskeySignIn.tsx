import { useCallback, useEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { getShopStore } from '../../core/store';
import { formatText, useTexts } from '../../core/texts';
import type { PasskeyConfig } from '../../core/webauthn/config';
import { scheduleLoginCookie } from '../../core/webauthn/login-cookie';
import { PasskeyControl } from '../../core/webauthn/PasskeyControl';
import { signInWithPasskey } from './api';
import { texts } from './texts';
import { DEVICE_REGISTERED_KEY, deviceRegistered, SAVE_DEVICE_KEY } from '../../core/webauthn/device';

export type PasskeySignInConfig = PasskeyConfig;

export function PasskeySignIn({ config }: IslandProps<PasskeySignInConfig>) {
  const t = useTexts(texts);
  const cancelCookie = useRef<() => void>(() => {});
  useEffect(() => () => cancelCookie.current(), []);
  // The platform's Smile block (its link) is offered only on a device that saved a passkey, as the
  // platform's express checkout does; our own control (a bare marker) whenever passkeys work.
  const [offered] = useState(() => !config.parts || deviceRegistered());
  useEffect(() => {
    if (!offered) console.info(`[storefront:passkey-sign-in] the Smile block stays hidden: no passkey saved on this device (localStorage ${DEVICE_REGISTERED_KEY} not "true", or ${SAVE_DEVICE_KEY} "false")`);
  }, [offered]);

  const attempt = useCallback(
    async (signal: AbortSignal) => {
      const login = await signInWithPasskey(config.accountsUrl, signal, location.hostname, config.accountsFormat);
      // The store tells theme code (storefront:logged-in) and every island; the token itself is never kept.
      getShopStore().getState().session.setSession({ logged: true, login });
      cancelCookie.current();
      cancelCookie.current = scheduleLoginCookie();
      return formatText(t.success, { login });
    },
    [config.accountsUrl, config.accountsFormat, t.success],
  );

  if (!offered) return null;
  return <PasskeyControl island="passkey-sign-in" config={config} label={t.action} busyLabel={t.busy} attempt={attempt} />;
}
