// Contract: the shopping-list document validates against the platform's schema (the reference SDL),
// and a wrong argument or field is rejected.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { texts } from './texts';
import { createListDocument } from './api';

describe('shopping-lists: the documents it sends', () => {
  it.each([...Object.values(texts.variants).map((v) => v?.defaultName ?? ''), 'Moje "ulubione" \\ 2', ''])('shoppingListCreate named %j is valid', (name) => {
    expect(documentErrors(createListDocument(name))).toEqual([]);
  });

  it('is the platform’s literal form', () => {
    expect(createListDocument('Lista zakupowa')).toBe('mutation { shoppingListCreate(ShoppingListSettingsInput: { name: "Lista zakupowa" }) { status id } }');
  });

  it('rejects a deliberately wrong argument or field', () => {
    // The spec-era form: a bare `name` argument.
    expect(documentErrors('mutation { shoppingListCreate(name: "Lista") { status id } }').length).toBeGreaterThan(0);
    expect(documentErrors(createListDocument('x').replace('{ status id }', '{ status listId }')).join()).toMatch(/listId/);
  });
});
