// Contract: every shipping-time document the product status can send validates against the
// platform's schema (the reference SDL), and a wrong field is rejected.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { shippingTimeDocument } from './api';
import { couriersDocument } from './couriers';

describe('product-status: the documents it sends', () => {
  it.each([
    ['a numeric id, one size', { product: '101', size: '3', quantity: 1 }],
    ['one-size product', { product: '108', size: 'uniw', quantity: 1 }],
    ['a fractional quantity', { product: '104', size: 'uniw', quantity: 2.5 }],
    ['a size with quotes', { product: '101', size: 'XL "long"', quantity: 3 }],
    ['a non-numeric id', { product: 'abc', size: '3', quantity: 1 }],
  ])('shipping(ShippingInput) with %s is valid', (_what, params) => {
    expect(documentErrors(shippingTimeDocument(params))).toEqual([]);
  });

  it('is the platform’s literal form: bare mode, unquoted id and quantity, quoted size', () => {
    const doc = shippingTimeDocument({ product: '123', size: 'uniw', quantity: 1 });
    expect(doc).toContain('shipping(ShippingInput: { mode: product, products: [{ id: 123, size: "uniw", quantity: 1 }] })');
    expect(doc).toContain('shippingTime { time { days hours minutes } weekDay weekAmount today }');
    expect(doc).not.toContain('$');
  });

  it('rejects a deliberately wrong field or literal', () => {
    const doc = shippingTimeDocument({ product: '101', size: '3', quantity: 1 });
    expect(documentErrors(doc.replace('todayShipmentDeadline', 'todayDeadline')).join()).toMatch(/todayDeadline/);
    // The mode quoted as a string is not the enum the platform takes.
    expect(documentErrors(doc.replace('mode: product', 'mode: "product"')).length).toBeGreaterThan(0);
  });
});

describe('product-status: the shipping dialog’s courier document', () => {
  it.each([['101', '3'], ['108', 'uniw'], ['abc', 'XL "long"']])('shipping { shipping } for product %s, size %s is valid', (product, size) => {
    expect(documentErrors(couriersDocument(product, size))).toEqual([]);
  });

  it('a set carries its parts as bundleParts, ids unquoted and sizes quoted; none without parts', () => {
    const doc = couriersDocument('109', 'uniw', [{ id: '105', size: 'uniw' }, { id: '108', size: 'uniw' }]);
    expect(documentErrors(doc)).toEqual([]);
    expect(doc).toContain('products: [{ id: 109, size: "uniw", quantity: 1, bundleParts: [{ id: 105, size: "uniw" }, { id: 108, size: "uniw" }] }]');
    expect(couriersDocument('101', '3')).not.toContain('bundleParts');
  });

  it('is the platform’s: quantity 1 whatever the amount, the courier list’s fields', () => {
    const doc = couriersDocument('101', '3');
    expect(doc).toContain('shipping(ShippingInput: { mode: product, products: [{ id: 101, size: "3", quantity: 1 }] })');
    expect(doc).toContain('courier { icon name }');
    expect(doc).toContain('deliveryTime { time { days hours minutes } weekDay weekAmount today }');
    expect(documentErrors(doc.replace('prepaid', 'paidBefore')).join()).toMatch(/paidBefore/);
  });
});
