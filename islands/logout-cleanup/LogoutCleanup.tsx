import { useEffect } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { session } from '../../core/dom/storage';
import { clearExpiryChecks, LOGOUT_SELECTOR } from './clear';

export interface LogoutCleanupConfig {
  /** Session-storage keys starting with this are dropped when the shopper logs out. */
  prefix: string;
}

/**
 * Listens for clicks on logout links or `[data-logout]` elements in its container and clears the
 * session's expiry-check entries, so the next shopper on this browser does not inherit them. The click
 * itself is left alone: the link still navigates and logs out on the server.
 */
export function LogoutCleanup({ config, container }: IslandProps<LogoutCleanupConfig>) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const hit = event.target instanceof Element ? event.target.closest(LOGOUT_SELECTOR) : null;
      if (hit && container.contains(hit)) clearExpiryChecks(session, config.prefix);
    };
    // Capture: theme code that stops the click on the link must not keep the entries alive.
    container.addEventListener('click', onClick, true);
    return () => container.removeEventListener('click', onClick, true);
  }, [container, config.prefix]);
  return null;
}
