// Contract: every shipping-time document the product status can send validates against the
// platform's schema (the reference SDL), and a wrong field is rejected.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { shippingTimeDocument } from './api';

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
