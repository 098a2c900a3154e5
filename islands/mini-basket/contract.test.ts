// Every basket document the mini-basket can send validates against the platform's schema (the SDL
// in fixtures/mock-shop/schema), and a wrong field is refused, as the real server would.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { BASKET_DETAILS, basketDocument } from './api';

describe('mini-basket: contract with the platform schema', () => {
  it.each(BASKET_DETAILS)('the %s document validates', (details) => {
    expect(documentErrors(basketDocument(details))).toEqual([]);
  });

  it('the default is the platform document', () => {
    expect(basketDocument()).toBe(basketDocument('platform'));
    expect(basketDocument('platform')).not.toMatch(/basketGroups|versionName|sizes/);
  });

  it('a wrong field is rejected (the old spec-shaped sizeName)', () => {
    const wrong = basketDocument('platform').replace('products { id quantity', 'products { id sizeName quantity');
    expect(wrong).not.toBe(basketDocument('platform'));
    expect(documentErrors(wrong).join('\n')).toMatch(/sizeName/);
  });

  it('a wrong argument is rejected', () => {
    expect(documentErrors(basketDocument('spec').replace('BasketCostInput: {}', 'BasketInput: {}')).length).toBeGreaterThan(0);
  });
});
