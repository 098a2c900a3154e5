import { useEffect } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { session } from '../../core/dom/storage';
import { clearExpiryChecks, LOGOUT_SELECTOR } from './clear';

/** The containers of the mounted instances, in mount order: who owns a click. */
const mounted: Element[] = [];

export interface LogoutCleanupConfig {
  /** Session-storage keys starting with this are dropped when the shopper logs out. */
  prefix: string;
}

/**
 * Listens, as the platform's own script does, for clicks anywhere in the document on logout controls
 * (`.l_welcome__element.--logout`, `.logout_link`, `[data-logout]`) and clears the session's
 * expiry-check entries (sessionStorage only; localStorage `expchck*` stays), so the next shopper on
 * this browser does not inherit them. The click itself is left alone: the link still navigates and
 * logs out on the server. A control inside a container is that container's (its data-expiry-prefix);
 * one outside every container (the account page's welcome block) is the first mounted container's.
 */
export function LogoutCleanup({ config, container }: IslandProps<LogoutCleanupConfig>) {
  useEffect(() => {
    const doc = container.ownerDocument;
    mounted.push(container);
    const onClick = (event: MouseEvent) => {
      const hit = event.target instanceof Element ? event.target.closest(LOGOUT_SELECTOR) : null;
      if (!hit) return;
      const owner = mounted.find((c) => c.contains(hit)) ?? mounted[0];
      if (owner === container) clearExpiryChecks(session, config.prefix);
    };
    // Capture: theme code that stops the click on the link must not keep the entries alive.
    doc.addEventListener('click', onClick, true);
    return () => {
      doc.removeEventListener('click', onClick, true);
      mounted.splice(mounted.indexOf(container), 1);
    };
  }, [container, config.prefix]);
  return null;
}
