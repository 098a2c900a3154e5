// Every GraphQL document product-buy can send, validated against the platform's schema.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { basketDocument } from '../../core/store/basket-fetch';
import { addDocument } from './api';

describe('product-buy documents', () => {
  it.each([
    ['one-off', { id: '101', size: '3', quantity: 2 }],
    ['one size', { id: '103', size: '', quantity: 1.5 }],
    ['subscription', { id: '104', size: 'uniw', quantity: 1, subscription: 30 }],
    ['a size with quotes', { id: '101', size: 'a"b\\c', quantity: 1 }],
  ])('addProductsToBasket, %s', (_name, line) => {
    expect(documentErrors(addDocument(line))).toEqual([]);
  });

  it('the basket it reads afterwards', () => {
    expect(documentErrors(basketDocument())).toEqual([]);
  });

  it('a wrong field is rejected', () => {
    expect(documentErrors(addDocument({ id: '101', size: '3', quantity: 1 }).replace('results {', 'lines {'))).not.toEqual([]);
    expect(documentErrors(addDocument({ id: '101', size: '3', quantity: 1 }).replace('quantity:', 'count:'))).not.toEqual([]);
  });
});
