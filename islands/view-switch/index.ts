import { defineDomIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { getCookie, setCookie, deleteCookie } from '../../core/dom/cookies';
import { ensureHiddenRule } from '../../core/dom/hidden-rule';
import { navigateTo } from '../../core/dom/safe-url';
import { storeTexts } from '../../core/texts/store-texts';
import { desktopViewport, modeFrom, offered, reloadUrl, VIEW_SWITCH_BREAKPOINT, VIEW_SWITCH_COOKIE, VIEW_SWITCH_COOKIES, VIEW_SWITCH_PARAM } from './mode';
import { texts } from './texts';

export interface ViewSwitchConfig {
  breakpoint: number;
  cookie: string;
  param: string;
}

/** Navigation, apart so tests can watch it (happy-dom and browsers do not let a test stub location). */
export const navigation = {
  go: (url: string): void => {
    navigateTo(url, 'view-switch');
  },
};

const NAME = /^[\w.-]+$/;

/** A cookie name off the island's fixed list is reported and the island's own name is used. */
function refusedCookie(value: string): string {
  console.error(`[storefront:view-switch] data-view-switch-cookie="${value.slice(0, 60)}" is not one of the cookies this island may write (${VIEW_SWITCH_COOKIES.join(', ')}); using ${VIEW_SWITCH_COOKIE}`);
  return VIEW_SWITCH_COOKIE;
}

/**
 * A DOM island (no renderer). A button (in the island's host, appended to its container) that
 * switches between the responsive layout and the desktop one: it stores the choice in a cookie and reloads
 * the current address with a timestamp parameter. While the desktop view is on, the page's viewport meta
 * is widened to the breakpoint at start (put back when stopped). On a screen at least as wide as the
 * breakpoint in the responsive view there is nothing to switch: no button.
 */
export default defineDomIsland<ViewSwitchConfig>({
  name: 'view-switch',
  readConfig: (el) => {
    const read = dataReader(el, 'view-switch');
    const cookie = read.string('view-switch-cookie', VIEW_SWITCH_COOKIE).trim();
    const param = read.string('view-switch-param', VIEW_SWITCH_PARAM);
    const named = (what: string, value: string, def: string) => {
      if (NAME.test(value)) return value;
      console.error(`[storefront:view-switch] data-view-switch-${what}="${value}" is not a plain name; using ${def}`);
      return def;
    };
    return {
      breakpoint: read.number('view-switch-breakpoint', VIEW_SWITCH_BREAKPOINT, { min: 320, max: 4000, integer: true }),
      cookie: VIEW_SWITCH_COOKIES.includes(cookie) ? cookie : refusedCookie(cookie),
      param: named('param', param, VIEW_SWITCH_PARAM),
    };
  },
  start({ config, container }) {
    const t = storeTexts(texts);
    const mode = modeFrom(getCookie(config.cookie));
    const screenWidth = Math.min(window.screen?.width || window.innerWidth, window.innerWidth);

    // The viewport is widened at once (before the first paint after the start) and put back on stop.
    let restoreViewport: (() => void) | undefined;
    const meta = mode === 'desktop' ? document.querySelector<HTMLMetaElement>('meta[name="viewport"]') : null;
    if (meta) {
      const before = meta.content;
      meta.content = desktopViewport(config.breakpoint);
      restoreViewport = () => {
        meta.content = before;
      };
    }

    const doc = container.ownerDocument;
    ensureHiddenRule(doc);
    const host = doc.createElement('div');
    host.setAttribute('data-island-host', 'view-switch');
    if (offered(mode, screenWidth, config.breakpoint)) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'view_switch__button';
      button.setAttribute('data-view-mode', mode);
      button.textContent = mode === 'desktop' ? t.toResponsive : t.toDesktop;
      button.addEventListener('click', () => {
        if (mode === 'desktop') deleteCookie(config.cookie);
        else setCookie(config.cookie, 'desktop', { days: 365 });
        navigation.go(reloadUrl(window.location.href, config.param));
      });
      host.append(button);
    }
    container.append(host);

    return () => {
      host.remove();
      restoreViewport?.();
    };
  },
});
