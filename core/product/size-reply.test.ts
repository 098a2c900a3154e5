import { describe, expect, it } from 'vitest';
import { getJson } from '../http';
import { MalformedData } from '../page/coerce';
import { parseSizeReply, type SizePart } from './size-reply';

const ALL: SizePart[] = ['sizeprices', 'sizeavailability', 'sizedelivery'];
const fetchSize = (product: number, size: string, extra = '') =>
  getJson<unknown>(`/ajax/projector.php?action=get&product=${product}&size=${size}&get=${ALL.join(',')}${extra}`);

describe('parseSizeReply', () => {
  it('reads availability, delivery, shipping time and prices of the mock shop’s platform-shaped reply', async () => {
    const update = parseSizeReply(await fetchSize(101, '4'), ALL);
    expect(update.availability?.status).toBe('order');
    expect(update.availability?.visible).toBe(true);
    expect(update.shippingTime).toMatchObject({ days: 7, unknownTime: false });
    expect(update.delivery).toEqual({ shipping: expect.any(Number), undefined: false });
    expect(update.price?.value).toBeGreaterThan(0);
    expect(update.price?.omnibusFormatted).toMatch(/zł$/);
    expect(update.price?.deposit).toBeNull();
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

  it('accepts empty objects: the shop has nothing to say, the page’s values stay', () => {
    expect(parseSizeReply({ sizeprices: {}, sizeavailability: {}, sizedelivery: {} }, ALL)).toEqual({});
  });

  it('reads string booleans and the deposit and omnibus fields of sizeprices', () => {
    const update = parseSizeReply({
      sizeavailability: { visible: 'y', status: 'enable', delivery_days_undefined: 'false', shipping_time: { today: 'true', days: '0' }, delay_time: { unknown_delivery_time: 'false' } },
      sizeprices: {
        value: '12.50', price_formatted: '12,50 zł', price_net: '10.16', price_net_formatted: '10,16 zł',
        omnibus_price: '15.00', omnibus_price_net: '12.20', omnibus_price_formatted: '15,00 zł',
        srp: false, maxprice: '0', deposit_price: '0.50', deposit_price_net: '0.41', deposit_price_formatted: '0,50 zł',
        total_deposit: '3.00', total_deposit_formatted: '3,00 zł',
      },
    }, ALL);
    expect(update.shippingTime).toMatchObject({ today: true, days: 0, unknownTime: false });
    expect(update.price).toMatchObject({
      value: 12.5, netFormatted: '10,16 zł', omnibus: 15, omnibusFormatted: '15,00 zł', srp: null, max: 0,
      deposit: 0.5, depositNet: 0.41, depositFormatted: '0,50 zł', totalDeposit: 3, totalDepositFormatted: '3,00 zł',
    });
  });

  it.each([
    ['no delay_time', {}],
    ['unknown_delivery_time "true"', { delay_time: { unknown_delivery_time: 'true' } }],
    ['unknown_delivery_time false (not the string)', { delay_time: { unknown_delivery_time: false } }],
    ['an empty delay_time', { delay_time: {} }],
  ])('treats the delivery time as unknown with %s', (_, extra) => {
    const update = parseSizeReply({ sizeavailability: { status: 'order', shipping_time: { days: 3 }, ...extra }, sizeprices: {} }, ALL);
    expect(update.shippingTime?.unknownTime).toBe(true);
  });

  it.each([
    ['not an object', 'oops'],
    ['an array', []],
    ['none of the parts', { sizes: {} }],
    ['no sizeavailability', { sizeprices: { value: 10 } }],
    ['no sizeprices', { sizeavailability: { status: 'enable' } }],
    ['sizeprices not an object', { sizeprices: false, sizeavailability: {} }],
    ['errors', { errors: [{ code: 110, message: 'Produkt nie jest już dostępny.' }], sizeprices: {}, sizeavailability: {} }],
    ['error', { error: { code: 1, message: 'x' } }],
  ])('throws MalformedData on %s', (_, reply) => {
    expect(() => parseSizeReply(reply, ALL)).toThrow(MalformedData);
  });
});
