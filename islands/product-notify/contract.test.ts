// Contract: the document product-notify sends for a signed-in shopper's e-mail validates against the
// platform's schema (the reference SDL); a wrong field is rejected.
import { describe, expect, it } from 'vitest';
import { documentErrors } from '../../fixtures/mock-shop/schema';
import { CLIENT_EMAIL_QUERY } from './api';

describe('product-notify documents', () => {
  it('client { email }', () => {
    expect(documentErrors(CLIENT_EMAIL_QUERY)).toEqual([]);
    expect(documentErrors(CLIENT_EMAIL_QUERY.replace('email', 'mail'))).not.toEqual([]);
  });
});
