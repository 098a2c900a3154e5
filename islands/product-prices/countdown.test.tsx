// The promotion countdown (countdown.tsx): what is left, and the island's #CDT on a page whose data has a
// promotion end, on the fake clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { loadProductPage, mountProductIslands, openProductPage } from '../../fixtures/product-page';
import { unmountWithin } from '../../core/mount/runtime';
import { promotionEnds } from '../../core/product/idosell-shape';
import { remaining, startCountdown } from './countdown';
import { promotionEndAhead } from './job';
import { untilIslandState } from '../../fixtures/island-state';
import type { ProductModel } from '../../core/product/model';

afterEach(() => vi.useRealTimers());

describe('promotionEnds', () => {
  it('takes the first till-date of promotion, discount, distinguished, special, with its hour or the day’s end', () => {
    expect(promotionEnds({ promotiontilldate: '2026-05-22', promotiontillhour: '18:30' })).toBe('2026-05-22T18:30:00');
    expect(promotionEnds({ discounttilldate: '2026-05-22' })).toBe('2026-05-22T23:59:59');
    expect(promotionEnds({ specialtilldate: '2026-06-01', specialtillhour: '08:00:15', promotiontilldate: '' })).toBe('2026-06-01T08:00:15');
    expect([promotionEnds({}), promotionEnds(null), promotionEnds({ value: 10 })]).toEqual([null, null, null]);
  });

  it('a malformed one: no countdown, the console says which value', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(promotionEnds({ promotiontilldate: '22.05.2026' })).toBeNull();
    expect(promotionEnds({ promotiontilldate: '2026-05-22', promotiontillhour: '6pm' })).toBeNull();
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('"22.05.2026" is not a date'),
      expect.stringContaining('"2026-05-22 6pm" is not a date'),
    ]);
  });
});

describe('remaining', () => {
  it('counts whole days, hours, minutes, seconds; null once the end has passed', () => {
    const end = new Date('2026-05-22T18:30:00');
    expect(remaining(end, new Date('2026-05-20T09:00:00'))).toEqual({ days: 2, hours: 9, minutes: 30, seconds: 0 });
    expect(remaining(end, new Date('2026-05-22T18:29:58.500'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect([remaining(end, end), remaining(end, new Date('2026-05-23T00:00:00'))]).toEqual([null, null]);
  });
});

describe('startCountdown', () => {
  const t = { countdown: 'Do końca promocji:', days: 'dni', hours: 'godzin', minutes: 'minut', seconds: 'sekund' };
  const cdt = () => document.getElementById('CDT');
  const text = () => cdt()?.textContent?.replace(/\s+/g, ' ').trim();
  /** Seconds on the fake clock, one at a time: each tick sets the next one's timer. */
  const tick = async (seconds: number) => {
    for (let i = 0; i < seconds; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
  };

  it('shows what is left after the element it follows, ticks each second, and goes when the promotion ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-05-20T09:00:00'));
    document.body.innerHTML = '<div id="projector_prices_section"></div><p>after</p>';
    const prices = document.getElementById('projector_prices_section')!;
    startCountdown(new Date('2026-05-21T09:01:05'), prices, t);
    expect(prices.nextElementSibling).toBe(cdt());
    expect(cdt()!.className).toBe('product_section CDT-uniw');
    expect(text()).toBe('Do końca promocji: dni 01 godzin 00 minut 01 sekund 05');
    const timer = cdt()!.querySelector('[role=timer]')!;
    expect(document.getElementById(timer.getAttribute('aria-labelledby')!)!.textContent).toBe('Do końca promocji:');
    await tick(1);
    expect(text()).toBe('Do końca promocji: dni 01 godzin 00 minut 01 sekund 04');
    // Under a day left: no days.
    vi.setSystemTime(new Date('2026-05-21T09:00:00'));
    await tick(1);
    expect(text()).toBe('Do końca promocji: godzin 00 minut 01 sekund 04');
    await tick(64);
    expect(cdt()).toBeNull();
  });
});

describe('the countdown on a product page', () => {
  /** projector-101 whose base price's promotion ends in two days (real clock: nothing here waits on it), `extra` markup after it. */
  function openPromotionPage(extra = '') {
    return openProductPage('projector-101', {
      islands: ['product-prices'],
      beforeMount: () => {
        const data = (window as unknown as { product_data: Array<{ base_price: Record<string, unknown> }> }).product_data;
        const end = new Date(Date.now() + 2 * 86_400_000);
        const date = `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`;
        Object.assign(data[0]!.base_price, { promotiontilldate: date, promotiontillhour: '23:00' });
        if (extra) document.body.insertAdjacentHTML('beforeend', extra);
      },
    });
  }
  const cdt = () => document.getElementById('CDT');

  it('product-prices puts it after the prices section when the data has a promotion end; it goes with the island', async () => {
    await openPromotionPage();
    expect(document.getElementById('projector_prices_section')!.nextElementSibling).toBe(cdt());
    expect(cdt()!.textContent).toMatch(/^Do końca promocji:\s+dni \d\d\s+godzin \d\d\s+minut \d\d\s+sekund \d\d$/);
    act(() => unmountWithin(document.getElementById('projector_prices_section')!));
    expect(cdt()).toBeNull();
  });

  it('leaves a page’s own #CDT alone', async () => {
    await openPromotionPage('<div id="CDT" class="theme-countdown">theme</div>');
    expect(document.querySelectorAll('#CDT')).toHaveLength(1);
    expect(cdt()!.textContent).toBe('theme');
  });

  it('at load, before the shopper: the load job wakes product-prices for it while the other product islands wait', async () => {
    loadProductPage('projector-101');
    const data = (window as unknown as { product_data: Array<{ base_price: Record<string, unknown> }> }).product_data;
    const end = new Date(Date.now() + 2 * 86_400_000);
    const date = `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`;
    Object.assign(data[0]!.base_price, { promotiontilldate: date });
    // bulk builds the store at load on every page (the job waits for it rather than reading the data twice).
    await mountProductIslands(['bulk', 'product-prices', 'product-sizes'], { wake: false });
    await untilIslandState(document.getElementById('projector_prices_section')!, 'product-prices');
    expect(cdt()!.textContent).toMatch(/^Do końca promocji:/);
    expect(document.getElementById('projector_sizes_section')!.getAttribute('data-storefront-product-sizes')).toBe('waiting');
  });

  it('promotionEndAhead: only a valid end still ahead wakes the island', () => {
    const at = (end: string | null) => ({ promotionEnds: end }) as ProductModel;
    const now = Date.parse('2026-05-20T09:00:00');
    expect(promotionEndAhead(at('2026-05-21T09:00:00'), now)).toBe(Date.parse('2026-05-21T09:00:00'));
    expect([promotionEndAhead(at('2026-05-19T09:00:00'), now), promotionEndAhead(at(null), now), promotionEndAhead(at('soon'), now), promotionEndAhead(null, now)]).toEqual([null, null, null, null]);
  });

  it('no promotion end in the data: no countdown', async () => {
    await openProductPage('projector-101', { islands: ['product-prices'] });
    expect(cdt()).toBeNull();
  });
});
