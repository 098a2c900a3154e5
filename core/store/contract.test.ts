// The basket document every island shares (core/store/basket-fetch), in both variants.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { basketDocument } from './basket-fetch';

describe('core/store documents', () => {
  it.each(['platform', 'spec'] as const)('basket, %s details', (details) => {
    expect(documentErrors(basketDocument(details))).toEqual([]);
  });

  it('a field the platform’s basket does not have is rejected', () => {
    expect(documentErrors(basketDocument().replace('productsCount', 'productsCounter'))).not.toEqual([]);
  });
});
