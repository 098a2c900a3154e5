import { describe, expect, it } from 'vitest';
import { MalformedData } from '../page/coerce';
import { changeBasket, readBasket } from '../../fixtures/mock-shop';
import { parseBasket } from './basket-parse';

describe('parseBasket', () => {
  it('reads the mock shop basket into the store shape', () => {
    changeBasket({ product: '101', size: '3', quantity: 2, mode: 'add', subscriptionPeriod: 0 });
    const basket = parseBasket(readBasket());
    expect(basket.productsCounter).toBe(1);
    expect(basket.products[0]).toMatchObject({ size: '3', count: 2, subscription_period: 0 });
    expect(basket.products[0]!.prices.worth_gros_formatted).toMatch(/zł/);
    expect(typeof basket.toShippingFree).toBe('number');
  });

  it('keeps an empty basket', () => {
    expect(parseBasket({ products: [] }).products).toEqual([]);
  });

  it('keeps lines with missing fields (empty strings, count 0)', () => {
    const b = parseBasket({ products: [{ name: 5, count: '2' }] });
    expect(b.products[0]).toMatchObject({ name: '5', count: 2, link: '', subscription_period: 0 });
  });

  it.each([[null], ['x'], [{}], [{ products: 'none' }], [{ products: [1] }]])('rejects %j', (raw) => {
    expect(() => parseBasket(raw)).toThrow(MalformedData);
  });
});
