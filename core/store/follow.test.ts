import { afterEach, describe, expect, it, vi } from 'vitest';
import { followShop, reportIslandFailure } from './follow';
import { getShopStore, initShopStore, resetShopStore } from './store';
import { selectViewLevel } from './selectors';

const init = () => initShopStore({ product: null, view: 3, pageType: 'main', language: 'pl', textOverrides: {} });
const setLevel = (level: 1 | 2 | 3 | 4) => getShopStore().getState().view.setLevel(level);

afterEach(() => resetShopStore());

describe('followShop (a DOM island following the store)', () => {
  it('runs with the value now and again only when it changes; stops when told', () => {
    init();
    const run = vi.fn();
    const stop = followShop((s) => s.view.level <= 2, run, () => {});
    expect(run.mock.calls).toEqual([[false]]);
    setLevel(4);
    getShopStore().getState().view.setScroll(true, 'down');
    expect(run.mock.calls).toEqual([[false]]);
    setLevel(2);
    setLevel(1);
    expect(run.mock.calls).toEqual([[false], [true]]);
    stop();
    setLevel(3);
    expect(run.mock.calls).toEqual([[false], [true]]);
  });

  it('a throw in the first run is the caller\'s; one in a later run goes to onError and the store carries on', () => {
    init();
    expect(() => followShop(selectViewLevel, () => { throw new Error('at start'); }, () => {})).toThrow('at start');
    const onError = vi.fn();
    followShop(selectViewLevel, (level) => { if (level === 1) throw new Error('on phones'); }, onError);
    const other = vi.fn();
    getShopStore().subscribe(other);
    expect(() => setLevel(1)).not.toThrow();
    expect(onError.mock.calls.map(([e]) => (e as Error).message)).toEqual(['on phones']);
    expect(other).toHaveBeenCalledTimes(1);
    expect(getShopStore().getState().view.level).toBe(1);
  });

  it('reports a failed island as the runtime does: its state, the console, storefront:island-failed', () => {
    const el = document.createElement('div');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('storefront:island-failed', listen);
    reportIslandFailure('page-scroll', el, new Error('boom'));
    document.removeEventListener('storefront:island-failed', listen);
    expect(el.getAttribute('data-storefront-page-scroll')).toBe('failed');
    expect(error.mock.calls[0]?.[0]).toBe('[storefront] island "page-scroll" failed to update: boom');
    expect(events).toEqual([{ name: 'page-scroll', message: 'boom' }]);
  });
});
