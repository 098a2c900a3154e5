// The documents core sends itself, validated against the platform's schema.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { TRACKING_QUERY } from './tracking';

describe('core/http documents', () => {
  it('trackingEvents', () => {
    expect(documentErrors(TRACKING_QUERY)).toEqual([]);
    expect(documentErrors(TRACKING_QUERY.replace('trackingEvents', 'trackingEvent'))).not.toEqual([]);
  });
});
