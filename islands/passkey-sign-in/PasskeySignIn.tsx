import { useCallback, useEffect, useRef } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { getShopStore } from '../../core/store';
import { formatText, useTexts } from '../../core/texts';
import type { PasskeyConfig } from '../../core/webauthn/config';
import { scheduleLoginCookie } from '../../core/webauthn/login-cookie';
import { PasskeyControl } from '../../core/webauthn/PasskeyControl';
import { signInWithPasskey } from './api';
import { texts } from './texts';

export type PasskeySignInConfig = PasskeyConfig;

export function PasskeySignIn({ config }: IslandProps<PasskeySignInConfig>) {
  const t = useTexts(texts);
  const cancelCookie = useRef<() => void>(() => {});
  useEffect(() => () => cancelCookie.current(), []);

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

  return <PasskeyControl island="passkey-sign-in" config={config} label={t.action} busyLabel={t.busy} attempt={attempt} />;
}
