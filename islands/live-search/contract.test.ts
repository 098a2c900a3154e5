// Contract: every document the live search can send validates against the platform's schema
// (fixtures/mock-shop/schema/idosell.graphql, the reference SDL), and a wrong field is rejected.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { SEARCH_LIMIT, searchDocument } from './api';

describe('live-search: the documents it sends', () => {
  it.each([
    ['plain text', 'sukienka'],
    ['quotes and backslashes', 'a "b" \\ c'],
    ['Polish letters and a newline', 'żółć\nzupa'],
    ['an empty text', ''],
  ])('productsTextSearch with %s is valid', (_what, text) => {
    expect(documentErrors(searchDocument(text))).toEqual([]);
    expect(documentErrors(searchDocument(text, 20))).toEqual([]);
  });

  it('carries the text and the limit as literals: quoted and escaped, unquoted', () => {
    const doc = searchDocument('a "b" \\ c');
    expect(doc).toContain(`productsTextSearch(searchInput: { text: "a \\"b\\" \\\\ c", limit: ${SEARCH_LIMIT} })`);
    expect(doc).not.toContain('$');
    expect(doc).not.toContain('breadcrumb');
  });

  it('rejects a deliberately wrong field (the spec’s menuNodes breadcrumb, a renamed icon)', () => {
    expect(documentErrors(searchDocument('x').replace('menuNodes { name link }', 'menuNodes { name link breadcrumb }')).join()).toMatch(/breadcrumb/);
    expect(documentErrors(searchDocument('x').replace('iconSmallSecond', 'iconWebp')).join()).toMatch(/iconWebp/);
    expect(documentErrors(searchDocument('x').replace('searchInput', 'input')).length).toBeGreaterThan(0);
  });

  it('cannot ask for a product’s points: the schema’s search product has none (points.ts asks the product’s price call)', () => {
    expect(documentErrors(searchDocument('x').replace('iconSmallSecond', 'iconSmallSecond points')).join()).toMatch(/Cannot query field "points" on type "SearchProduct"/);
  });
});
