// Every shopping-list dialog document validates against the platform's schema (the SDL in
// fixtures/mock-shop/schema), as the real server would check it.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { addDocument, createListDocument, listDocument, removeDocument } from './api';

describe('shopping-list dialog: contract with the platform schema', () => {
  it.each([
    ['create', createListDocument('Lista zakupowa')],
    ['create with quotes and a backslash', createListDocument('A "b" \\ c')],
    ['read', listDocument('7')],
    ['add one', addDocument('7', [['108', 'uniw']])],
    ['add several, onesize', addDocument('7', [['108', 'onesize'], ['101', '3']])],
    ['remove', removeDocument('7', [['108', 'uniw']])],
  ])('%s validates', (_what, document) => {
    expect(documentErrors(document)).toEqual([]);
  });
});
