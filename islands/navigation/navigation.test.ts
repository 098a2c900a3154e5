// The navigation island: its rules (what is fetched ahead and what never is), its options and when it adds
// nothing. Which links the browser then matches is the browser's (e2e/navigation.e2e.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island, { RULES_ATTR } from './index';
import { DEFAULT_CONFIG, NEVER, NEVER_LINKS, PAGES, readConfig, refusal, speculationRules, TILE_LINKS, type NavigationConfig } from './rules';
import { NONCE_KEY } from '../../core/dom/nonce';

type Supports = { supports?: (type: string) => boolean };
const scriptClass = HTMLScriptElement as unknown as Supports;
const realSupports = scriptClass.supports;
const nav = (connection?: { saveData?: boolean; effectiveType?: string }) => ({ connection }) as unknown as Navigator;

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<a href="/product-pol-1-a.html">A</a>';
  scriptClass.supports = (type: string) => type === 'speculationrules';
  (document as unknown as Record<symbol, unknown>)[NONCE_KEY] = 'n0nce';
});
afterEach(() => {
  scriptClass.supports = realSupports;
  delete (document as unknown as Record<symbol, unknown>)[NONCE_KEY];
  delete (window as { app_shop?: unknown }).app_shop;
  vi.restoreAllMocks();
});

const start = (config: NavigationConfig = DEFAULT_CONFIG) => island.start({ config, container: document.body });
const rulesOnPage = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="speculationrules"]')];

describe('speculationRules', () => {
  it('moderate: the shop’s pages on a 200 ms hover, a product tile on the briefest; never the excluded pages, actions and links', () => {
    const rules = speculationRules('moderate')!;
    const allowed = [
      { href_matches: PAGES },
      { not: { href_matches: NEVER } },
      { not: { href_matches: { pathname: '/*', search: '*action=*' } } },
      { not: { selector_matches: NEVER_LINKS } },
    ];
    expect(rules.prerender).toBeUndefined();
    expect(rules.prefetch).toEqual([
      { source: 'document', eagerness: 'eager', where: { and: [...allowed, { href_matches: '/product-*' }, { selector_matches: TILE_LINKS }] } },
      { source: 'document', eagerness: 'moderate', where: { and: allowed } },
    ]);
    expect(NEVER).toEqual(expect.arrayContaining(['/basketchange.php*', '/return.php*', '/basketedit.php*', '/order*', '/login*', '/logout*', '/client*']));
    expect(NEVER_LINKS).toBe('a[rel~="nofollow"], a[target], a[download], form a, a[data-partial], [data-no-prefetch], [data-no-prefetch] a');
  });

  it('conservative fetches on press only; prerender-tiles adds a prerender of product tiles, under the same exclusions', () => {
    const conservative = speculationRules('conservative')!;
    expect(conservative.prefetch).toHaveLength(1);
    expect(conservative.prefetch[0]).toMatchObject({ eagerness: 'conservative' });
    const tiles = speculationRules('prerender-tiles')!;
    expect(tiles.prefetch).toEqual(speculationRules('moderate')!.prefetch);
    expect(tiles.prerender).toEqual([{ ...speculationRules('moderate')!.prefetch[0], eagerness: 'moderate' }]);
    expect(speculationRules('off')).toBeNull();
  });
});

describe('readConfig', () => {
  it('reads the islands’ script tag first, then the container; a bad value is named and the default used', () => {
    const script = document.createElement('script');
    script.setAttribute('data-speculation', 'prerender-tiles');
    document.body.setAttribute('data-speculation', 'off');
    document.body.setAttribute('data-speculation-signed-in', 'true');
    expect(readConfig(document.body, script)).toEqual({ mode: 'prerender-tiles', signedIn: true });
    expect(readConfig(document.body, null)).toEqual({ mode: 'off', signedIn: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    script.setAttribute('data-speculation', 'eager');
    expect(readConfig(document.body, script).mode).toBe('moderate');
    expect(error.mock.calls[0]![0]).toMatch(/navigation.*data-speculation.*eager/);
    document.body.removeAttribute('data-speculation');
    document.body.removeAttribute('data-speculation-signed-in');
  });
});

describe('refusal', () => {
  it('off, Save-Data, a 2g connection and a signed-in shopper (unless allowed) add no rules', () => {
    expect(refusal({ mode: 'off', signedIn: false }, nav(), false)).toBe('data-speculation="off"');
    expect(refusal(DEFAULT_CONFIG, nav({ saveData: true }), false)).toBe('Save-Data');
    expect(refusal(DEFAULT_CONFIG, nav({ effectiveType: '2g' }), false)).toBe('a 2g connection');
    expect(refusal(DEFAULT_CONFIG, nav({ effectiveType: 'slow-2g' }), false)).toBe('a slow-2g connection');
    expect(refusal(DEFAULT_CONFIG, nav({ effectiveType: '4g' }), true)).toMatch(/signed-in shopper/);
    expect(refusal({ mode: 'moderate', signedIn: true }, nav({ effectiveType: '4g' }), true)).toBeNull();
    expect(refusal(DEFAULT_CONFIG, nav({ effectiveType: '3g' }), false)).toBeNull();
  });
});

describe('the island', () => {
  it('adds the rules to <head> with the page’s nonce, once however often it starts; stopping removes them', () => {
    const stop = start();
    start();
    const [script, ...more] = rulesOnPage();
    expect(more).toHaveLength(0);
    expect(script!.nonce).toBe('n0nce');
    expect(script!.getAttribute(RULES_ATTR)).toBe('moderate');
    expect(JSON.parse(script!.textContent!)).toEqual(speculationRules('moderate'));
    (stop as () => void)();
    expect(rulesOnPage()).toHaveLength(0);
  });

  it('a browser without Speculation Rules gets nothing, and no message', () => {
    scriptClass.supports = () => false;
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    start();
    expect(rulesOnPage()).toHaveLength(0);
    expect(info).not.toHaveBeenCalled();
    delete scriptClass.supports;
    start();
    expect(rulesOnPage()).toHaveLength(0);
  });

  it('a signed-in shopper (app_shop.vars.logged) gets none, and the console says why', () => {
    (window as { app_shop?: unknown }).app_shop = { vars: { logged: true } };
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    start();
    expect(rulesOnPage()).toHaveLength(0);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^\[storefront:navigation\] no pages fetched ahead: a signed-in shopper/));
    start({ mode: 'moderate', signedIn: true });
    expect(rulesOnPage()).toHaveLength(1);
  });
});
