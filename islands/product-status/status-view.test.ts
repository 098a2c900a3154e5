import { describe, expect, it } from 'vitest';
import { getJson } from '../../core/http';
import { readProductData } from '../../core/product/data';
import { overlaySize } from '../../core/product/current';
import { parseSizeReply, type SizePart } from '../../core/product/size-reply';
import { resolveTexts } from '../../core/texts';
import { PRODUCTS } from '../../fixtures/catalogue/catalogue';
import { productDataIdoSell } from '../../fixtures/catalogue/product-data';
import { dispatchDays } from '../../fixtures/catalogue/views';
import { statusView } from './status-view';
import { texts } from './texts';

const PARTS: SizePart[] = ['sizeprices', 'sizeavailability', 'sizedelivery'];
const t = resolveTexts(texts, { language: 'pl' });

/** The page's size (the template's data) overlaid with the mock shop's projector.php answer for it. */
async function liveSize(productId: number, size: string) {
  const model = readProductData({ product_data: productDataIdoSell(productId) } as unknown as Window)!;
  const reply = await getJson<unknown>(`/ajax/projector.php?action=get&product=${productId}&size=${size}&get=${PARTS.join(',')}`);
  return overlaySize(model.sizes[size]!, parseSizeReply(reply, PARTS));
}

describe('statusView with the platform’s projector.php answer', () => {
  it('an order size with delay_time.unknown_delivery_time "true": the unknown block, no shipping line', async () => {
    const p = PRODUCTS.find((x) => x.sizes.some((s) => s.status === 'order' && dispatchDays(x, s) === null))!;
    const s = p.sizes.find((x) => x.status === 'order' && dispatchDays(p, x) === null)!;
    const view = statusView(await liveSize(p.id, s.type), undefined, new Date(), t, 'pl');
    expect(view).toMatchObject({ status: 'order', unknownDelivery: true, delivery: null });
  });

  it('an order size with unknown_delivery_time "false": its shipping line', async () => {
    const view = statusView(await liveSize(101, '4'), undefined, new Date(), t, 'pl');
    expect(view.unknownDelivery).toBe(false);
    expect(view.delivery).not.toBeNull();
  });

  it('the unknown flag of the size’s own data wins over another source’s known time', async () => {
    const p = PRODUCTS.find((x) => x.sizes.some((s) => s.status === 'order' && dispatchDays(x, s) === null))!;
    const s = p.sizes.find((x) => x.status === 'order' && dispatchDays(p, x) === null)!;
    const size = await liveSize(p.id, s.type);
    const known = { ...size.shippingTime!, unknownTime: false, days: 3 };
    expect(statusView(size, known, new Date(), t, 'pl')).toMatchObject({ unknownDelivery: true, delivery: null });
  });
});
