import { defineDomIsland } from '../../core/mount/define';
import { session } from '../../core/dom/storage';
import { clearExpiryChecks, LOGOUT_SELECTOR, readExpiryPrefix } from './clear';

export interface LogoutCleanupConfig {
  /** Session-storage keys starting with this are dropped when the shopper logs out. */
  prefix: string;
}

/** The containers of the started instances, in start order: who owns a click. */
const started: Element[] = [];

/**
 * A DOM island (no renderer), started at idle so it listens before the shopper reaches the
 * link. Listens, as the platform's own script does, for clicks anywhere in the document on logout
 * controls (`.l_welcome__element.--logout`, `.logout_link`, `[data-logout]`) and clears the session's
 * expiry-check entries (sessionStorage only; localStorage `expchck*` stays), so the next shopper on
 * this browser does not inherit them. The click itself is left alone: the link still navigates and
 * logs out on the server. A control inside a container is that container's (its data-expiry-prefix);
 * one outside every container (the account page's welcome block) is the first started container's.
 */
export default defineDomIsland<LogoutCleanupConfig>({
  name: 'logout-cleanup',
  readConfig: (el) => ({ prefix: readExpiryPrefix(el) }),
  start({ config, container }) {
    const doc = container.ownerDocument;
    started.push(container);
    const onClick = (event: MouseEvent) => {
      const hit = event.target instanceof Element ? event.target.closest(LOGOUT_SELECTOR) : null;
      if (!hit) return;
      const owner = started.find((c) => c.contains(hit)) ?? started[0];
      if (owner === container) clearExpiryChecks(session, config.prefix);
    };
    // Capture: theme code that stops the click on the link must not keep the entries alive.
    doc.addEventListener('click', onClick, true);
    return () => {
      doc.removeEventListener('click', onClick, true);
      started.splice(started.indexOf(container), 1);
    };
  },
});
