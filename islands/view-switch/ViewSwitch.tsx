import { useLayoutEffect, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { getCookie, setCookie, deleteCookie } from '../../core/dom/cookies';
import { useTexts } from '../../core/texts';
import { desktopViewport, modeFrom, offered, reloadUrl } from './mode';
import { texts } from './texts';
import { navigateTo } from '../../core/dom/safe-url';

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

/**
 * A button (appended to its container) that switches between the responsive layout and the desktop one:
 * it stores the choice in a cookie and reloads the current address with a timestamp parameter. While
 * the desktop view is on, the page's viewport meta is widened to the breakpoint (put back on unmount).
 * On a screen at least as wide as the breakpoint in the responsive view there is nothing to switch:
 * no button.
 */
export function ViewSwitch({ config }: IslandProps<ViewSwitchConfig>) {
  const t = useTexts(texts);
  const [mode] = useState(() => modeFrom(getCookie(config.cookie)));
  const [screenWidth] = useState(() => Math.min(window.screen?.width || window.innerWidth, window.innerWidth));

  // A layout effect: the viewport is widened before the first paint and put back as the island
  // unmounts. Preact (the lean build) runs passive effects only after paint, and an unmounted tree's
  // passive cleanups later still, so a useEffect here left the page wide after the unmount.
  useLayoutEffect(() => {
    if (mode !== 'desktop') return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = desktopViewport(config.breakpoint);
    return () => {
      meta.content = before;
    };
  }, [mode, config.breakpoint]);

  if (!offered(mode, screenWidth, config.breakpoint)) return null;

  const toggle = () => {
    if (mode === 'desktop') deleteCookie(config.cookie);
    else setCookie(config.cookie, 'desktop', { days: 365 });
    navigation.go(reloadUrl(window.location.href, config.param));
  };

  return (
    <button type="button" className="view_switch__button" data-view-mode={mode} onClick={toggle}>
      {mode === 'desktop' ? t.toResponsive : t.toDesktop}
    </button>
  );
}
