// The preview's shop addresses: a product's platform address serves its template page, where there is one.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageDelay, shopPage } from './plugin-samples';

const TEMPLATES = resolve(import.meta.dirname, '../../fixtures/template-pages');

describe('shopPage', () => {
  it('serves /product-<lang>-<id>-<name>.html from the template page of that product, and nothing else', () => {
    expect(shopPage('/product-pol-109-Zestaw-prezentowy-Spa.html', TEMPLATES)).toBe(resolve(TEMPLATES, 'projector-109.html'));
    expect(shopPage('/product-eng-101-Midi-dress.html', TEMPLATES)).toBe(resolve(TEMPLATES, 'projector-101.html'));
    expect(shopPage('/product-pol-204-Sukienka-maxi-Slonce.html', TEMPLATES)).toBeNull();
    expect(shopPage('/pol_m_Odziez-damska-1.html', TEMPLATES)).toBeNull();
    expect(shopPage('/product-pol-109-x.html/../../etc/passwd', TEMPLATES)).toBeNull();
  });
});

describe('pageDelay', () => {
  it('reads the storefront_page_delay cookie, in ms, at most 5 s; none without it', () => {
    expect(pageDelay('a=1; storefront_page_delay=300; b=2')).toBe(300);
    expect(pageDelay('storefront_page_delay=99999')).toBe(5000);
    expect(pageDelay('x_storefront_page_delay=300')).toBe(0);
    expect(pageDelay(undefined)).toBe(0);
  });
});
