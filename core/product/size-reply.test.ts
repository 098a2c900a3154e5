import { describe, expect, it } from 'vitest';
import { getJson } from '../http';
import { MalformedData } from '../page/coerce';
import { parseSizeReply, type SizePart } from './size-reply';

const ALL: SizePart[] = ['sizeavailability', 'sizedelivery', 'sizeprices'];
const fetchSize = (product: number, size: string, extra = '') =>
  getJson<unknown>(`/ajax/projector.php?action=get&product=${product}&size=${size}&get=${ALL.join(',')}${extra}`);

describe('parseSizeReply', () => {
  it('reads availability, delivery, shipping time and prices of a mock-shop reply', async () => {
    const update = parseSizeReply(await fetchSize(101, '4'), ALL);
    expect(update.availability?.status).toBe('order');
    expect(update.shippingTime?.days).toBe(7);
    expect(update.delivery).toEqual({ shipping: expect.any(Number), undefined: false });
    expect(update.price?.value).toBeGreaterThan(0);
    expect(update.amount).toBe(10);
  });

  it('reads the subscription price when asked in subscription mode', async () => {
    const normal = parseSizeReply(await fetchSize(105, 'uniw'), ALL).price!;
    const sub = parseSizeReply(await fetchSize(105, 'uniw', '&subscription=1'), ALL).price!;
    expect(sub.value).toBeLessThan(normal.value!);
    expect(sub.beforeRebate).toBe(normal.value);
  });

  it('reads rebate tiers from the prices', async () => {
    const update = parseSizeReply(await fetchSize(106, '6'), ['sizeprices']);
    expect(update.rebateTiers?.length).toBeGreaterThan(0);
    expect(update.price?.rebateNumber?.nextLeft).toBeGreaterThan(0);
  });

  it('only takes the parts it asked for', () => {
    const update = parseSizeReply({ sizeprices: { value: 10 }, sizeavailability: { status: 'disable' } }, ['sizeprices']);
    expect(update).toEqual({ price: expect.objectContaining({ value: 10 }), rebateTiers: [] });
  });

  it.each([
    ['not an object', 'oops'],
    ['an array', []],
    ['none of the parts', { sizes: {} }],
    ['a price without a value', { sizeprices: { price_formatted: '1 zł' } }],
  ])('throws MalformedData on %s', (_, reply) => {
    expect(() => parseSizeReply(reply, ALL)).toThrow(MalformedData);
  });
});
