// Contract: the stocks document validates against the platform's schema, and a wrong field is rejected.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { stocksDocument } from './api';

describe('product-stocks: the document it sends', () => {
  it.each(['101', '108', 'abc'])('sizeAvailability(productId: %s) is valid', (id) => {
    expect(documentErrors(stocksDocument(id))).toEqual([]);
  });

  it('is the platform’s: the id unquoted, a query document', () => {
    const doc = stocksDocument('101');
    expect(doc).toMatch(/^query \{\n {2}sizeAvailability\(productId: 101\) \{/);
    expect(documentErrors(doc.replace('strictQuantity', 'stock')).join()).toMatch(/stock/);
  });
});
