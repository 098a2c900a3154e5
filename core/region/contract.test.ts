// Contract: every unset document validates against the platform's schema (the reference SDL), and a
// wrong field is rejected.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import type { UnsetKind } from './forced-cookies';
import { unsetQuery } from './unset';

const KINDS: UnsetKind[] = ['unsetRegion', 'unsetZipcode', 'unsetRegionAndZipcode'];

describe('region-forced: the documents it sends', () => {
  it.each(KINDS)('%s is valid', (kind) => {
    expect(documentErrors(unsetQuery(kind))).toEqual([]);
  });

  it('rejects a deliberately wrong field', () => {
    expect(documentErrors(unsetQuery('unsetRegion').replace('message', 'text')).join()).toMatch(/text/);
    expect(documentErrors(unsetQuery('unsetZipcode').replace('unsetTemporaryZipcode', 'unsetTemporaryPostcode')).length).toBeGreaterThan(0);
  });
});
