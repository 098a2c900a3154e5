import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { loadPage, mountWoken } from '../../fixtures/header-page';
import { deleteCookie, getCookie, setCookie } from '../../core/dom/cookies';
import { unmountAll } from '../../core/mount/runtime';
import { desktopViewport, modeFrom, offered, reloadUrl, VIEW_SWITCH_BREAKPOINT } from './mode';
import island, { navigation } from './index';

const width = (w: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: w });
  Object.defineProperty(window.screen, 'width', { configurable: true, value: w });
};
let go: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  go = vi.fn<(url: string) => void>();
  vi.spyOn(navigation, 'go').mockImplementation(go);
  width(375);
  document.head.innerHTML = '<meta name="viewport" content="width=device-width, initial-scale=1.0">';
});
afterEach(() => {
  deleteCookie('storefront_view');
  document.head.innerHTML = '';
});

describe('reload address and mode', () => {
  it('adds the timestamp and keeps every other parameter and the hash', () => {
    expect(reloadUrl('https://shop.test/pl/p/dress/101?selected_size=3&a=b#opinions', '_', 1779000000000)).toBe(
      'https://shop.test/pl/p/dress/101?selected_size=3&a=b&_=1779000000000#opinions',
    );
    expect(reloadUrl('https://shop.test/?_=1', '_', 2)).toBe('https://shop.test/?_=2');
  });

  it('keeps any address as it was, apart from the timestamp', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.nat(), (href, now) => {
        const before = new URL(href);
        const after = new URL(reloadUrl(href, '_', now));
        expect(after.searchParams.get('_')).toBe(String(now));
        after.searchParams.delete('_');
        before.searchParams.delete('_');
        expect([after.origin, after.pathname, after.hash, after.searchParams.toString()]).toEqual([before.origin, before.pathname, before.hash, before.searchParams.toString()]);
      }),
    );
    // A property run, not a timing check: a generous limit so a busy 2-core machine does not fail it.
  }, 60_000);

  it('offers the desktop view below the breakpoint (1024 by default), the way back always', () => {
    expect(VIEW_SWITCH_BREAKPOINT).toBe(1024);
    expect(offered('responsive', 1023, 1024)).toBe(true);
    expect(offered('responsive', 1024, 1024)).toBe(false);
    expect(offered('desktop', 1920, 1024)).toBe(true);
    expect(modeFrom('desktop')).toBe('desktop');
    expect(modeFrom('junk')).toBe('responsive');
    expect(modeFrom(null)).toBe('responsive');
    expect(desktopViewport(1024)).toBe('width=1024');
  });

  it('reads its options and reports bad ones', () => {
    const el = document.createElement('div');
    expect(island.readConfig!(el)).toEqual({ breakpoint: 1024, cookie: 'storefront_view', param: '_' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    el.dataset.viewSwitchBreakpoint = 'wide';
    el.dataset.viewSwitchParam = 'a b';
    expect(island.readConfig!(el)).toEqual({ breakpoint: 1024, cookie: 'storefront_view', param: '_' });
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('[storefront:view-switch] data-view-switch-breakpoint="wide"'),
      expect.stringContaining('[storefront:view-switch] data-view-switch-param="a b"'),
    ]);
  });

  it('writes only its own cookie: data-view-switch-cookie off the fixed list is refused', () => {
    const el = document.createElement('div');
    el.dataset.viewSwitchCookie = 'storefront_view';
    expect(island.readConfig!(el).cookie).toBe('storefront_view');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const name of ['shop_session', 'PHPSESSID', 'ck_cook', 'a b']) {
      el.dataset.viewSwitchCookie = name;
      expect(island.readConfig!(el).cookie).toBe('storefront_view');
    }
    expect(String(error.mock.calls[0]?.[0])).toBe(
      '[storefront:view-switch] data-view-switch-cookie="shop_session" is not one of the cookies this island may write (storefront_view); using storefront_view',
    );
  });

  it('an injected switch naming the session cookie writes storefront_view, never shop_session, on a click', async () => {
    loadPage({ view: 1 });
    document.querySelector('.view_switch')!.setAttribute('data-view-switch-cookie', 'shop_session');
    setCookie('shop_session', 'real-session');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountWoken(['view-switch']);
    fireEvent.click(screen.getByRole('button', { name: 'Wersja na komputer' }));
    expect(getCookie('shop_session')).toBe('real-session');
    expect(getCookie('storefront_view')).toBe('desktop');
    deleteCookie('shop_session');
  });
});

describe('view-switch in the sample footer', () => {
  it('on a phone offers the desktop view: stores it and reloads with a timestamp', async () => {
    loadPage({ view: 1 });
    await mountWoken(['view-switch']);
    const host = document.querySelector('.view_switch > [data-island-host="view-switch"]')!;
    expect(host.innerHTML).toBe('<button type="button" class="view_switch__button" data-view-mode="responsive">Wersja na komputer</button>');
    fireEvent.click(screen.getByRole('button', { name: 'Wersja na komputer' }));
    expect(getCookie('storefront_view')).toBe('desktop');
    expect(go).toHaveBeenCalledTimes(1);
    const url = new URL(go.mock.calls[0]![0] as string);
    expect(url.pathname).toBe(window.location.pathname);
    expect(Number(url.searchParams.get('_'))).toBeGreaterThan(0);
  });

  it('in the desktop view widens the viewport and offers the way back, which clears the cookie', async () => {
    setCookie('storefront_view', 'desktop');
    loadPage({ view: 3 });
    await mountWoken(['view-switch']);
    const meta = document.querySelector<HTMLMetaElement>('meta[name=viewport]')!;
    expect(meta.content).toBe('width=1024');
    fireEvent.click(screen.getByRole('button', { name: 'Wersja mobilna' }));
    expect(getCookie('storefront_view')).toBeNull();
    expect(go).toHaveBeenCalledTimes(1);
    unmountAll();
    expect(meta.content).toBe('width=device-width, initial-scale=1.0');
    // The button goes with its host.
    expect(document.querySelector('.view_switch [data-island-host], .view_switch__button')).toBeNull();
  });

  it('shows nothing on a screen as wide as the breakpoint', async () => {
    width(1280);
    loadPage({ view: 4 });
    await mountWoken(['view-switch']);
    expect(document.querySelector('.view_switch')!.getAttribute('data-storefront-view-switch')).toBe('mounted');
    expect(screen.queryByRole('button', { name: /Wersja/ })).toBeNull();
  });
});
