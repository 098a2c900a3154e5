// The platform's AJAX add (core/product/add-products.ts) validates against the platform's schema: one line,
// one size or 'uniw', a sell-by amount, a subscription period. A wrong field or argument is refused, as the
// real server would refuse it.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { addDocument } from './add-products';

describe('addProductsToBasket: contract with the platform schema', () => {
  it.each([
    ['one size', { id: '108', size: 'uniw', quantity: 1 }],
    ['a size type', { id: '101', size: '3', quantity: 2 }],
    ['a sell-by amount', { id: '115', size: 'uniw', quantity: 1.5 }],
    ['no size given (uniw)', { id: '108', size: '', quantity: 1 }],
    ['a subscription period', { id: '105', size: 'uniw', quantity: 1, subscription: 30 }],
  ])('%s validates', (_what, line) => {
    expect(documentErrors(addDocument(line))).toEqual([]);
  });

  it('is the literal form: ids and amounts unquoted, the size quoted', () => {
    expect(addDocument({ id: '108', size: 'uniw', quantity: 1 })).toBe(
      'mutation { addProductsToBasket(ProductInput: [{ id: 108, size: "uniw", quantity: 1 }]) { status results { status error { code message } } } }',
    );
  });
});
