// Islands that wake one another through a storefront:* event: the registry's `wakeOn` and the
// island that sends it agree on the event, and on the rule for sending it. Here, not in an island's
// folder: islands never import each other; src/ knows them all.
import { describe, expect, it } from 'vitest';
import { registry } from './registry';
import { loadSampleData, type ProductSample } from '../fixtures/product-page';
import { readProductData } from '../core/product/data';
import { NOTIFY_WAKE, notifyWanted } from '../islands/product-buy/buy-state';
import { notifyVisible } from '../islands/product-notify/notify';

describe('product-notify is woken by product-buy', () => {
  it('the registry listens for the event product-buy sends', () => {
    expect(registry.find((e) => e.name === 'product-notify')?.wakeOn).toBe(NOTIFY_WAKE);
  });

  const samples: ProductSample[] = ['projector-101', 'projector-102', 'projector-103', 'projector-104', 'projector-105', 'projector-106', 'projector-107', 'projector-108'];
  it.each(samples)('%s: product-buy wants the block exactly when product-notify would show it, for every size and none chosen', (name) => {
    loadSampleData(name);
    const model = readProductData(window)!;
    expect(model).not.toBeNull();
    for (const size of [null, ...Object.values(model.sizes)]) {
      expect(notifyWanted(model, size), `${name} size ${size?.type ?? 'none'}`).toBe(notifyVisible(model, size));
    }
  });

  it('also for stock and status combinations the samples lack', () => {
    loadSampleData('projector-101');
    const model = readProductData(window)!;
    const first = Object.values(model.sizes)[0]!;
    for (const status of ['enable', 'disable', 'order', '']) {
      for (const amount of [0, 1, -1]) {
        const size = { ...first, amount, availability: { ...first.availability, status } };
        expect(notifyWanted(model, size), `${status} ${amount}`).toBe(notifyVisible(model, size));
        const every = { ...model, sizes: Object.fromEntries(Object.keys(model.sizes).map((k) => [k, { ...model.sizes[k]!, amount, availability: { ...first.availability, status } }])) };
        expect(notifyWanted(every, null), `all ${status} ${amount}`).toBe(notifyVisible(every, null));
      }
    }
  });
});

describe('islands that stay idle on purpose', () => {
  const trigger = (name: string) => registry.find((e) => e.name === name)?.trigger;

  it('logout-cleanup: it listens document-wide, and a logout control outside its containers (the account page’s welcome block) would never wake an interaction island before its click', () => {
    expect(trigger('logout-cleanup')).toBe('idle');
  });

  it('view-switch: in the desktop view it widens the viewport at mount, which must not wait until the footer nears', () => {
    expect(trigger('view-switch')).toBe('idle');
  });
});
