import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildBulkRequest, parseBulkReply, readAjaxVars, readSnippets, readWidgets, SECTIONS, viewParams, type Section } from './request';
import type { ViewLevel } from '../../core/mount/types';

describe('viewParams', () => {
  it('platform: exactly one of mobile / tablet / pc is the JSON boolean true, from the view level', () => {
    fc.assert(
      fc.property(fc.constantFrom<ViewLevel>(1, 2, 3, 4), fc.string(), fc.string(), (level, uri, extra) => {
        const p = viewParams(level, uri, extra);
        expect([p.mobile, p.tablet, p.pc].filter((f) => f === true)).toHaveLength(1);
        expect([p.mobile, p.tablet, p.pc].every((f) => typeof f === 'boolean')).toBe(true);
        expect(p.mobile).toBe(level === 1);
        expect(p.tablet).toBe(level === 2);
        expect(p.pc).toBe(level >= 3);
        expect(p.request_uri).toBe(uri);
        expect(p.additional_ajax).toBe(extra);
      }),
    );
  });

  it('spec: writes exactly one of mobile / tablet / pc as the string "true", from the view level', () => {
    fc.assert(
      fc.property(fc.constantFrom<ViewLevel>(1, 2, 3, 4), fc.string(), fc.string(), (level, uri, extra) => {
        const p = viewParams(level, uri, extra, 'spec');
        const flags = [p.mobile, p.tablet, p.pc];
        expect(flags.every((f) => f === 'true' || f === 'false')).toBe(true);
        expect(flags.filter((f) => f === 'true')).toHaveLength(1);
        expect(p.mobile === 'true').toBe(level === 1);
        expect(p.tablet === 'true').toBe(level === 2);
        expect(p.pc === 'true').toBe(level >= 3);
        expect(p.request_uri).toBe(uri);
        expect(p.additional_ajax).toBe(extra);
      }),
    );
  });
});

describe('buildBulkRequest', () => {
  const params = viewParams(1, '/product-pol-101.html?x=1', 'a=b', 'spec');

  it('platform: Snippets and ToplayersAndWidgets as {format: "json", params} with JSON booleans', () => {
    const platform = viewParams(1, '/product-pol-101.html?x=1', 'a=b');
    const body = JSON.parse(buildBulkRequest(['Snippets', 'ToplayersAndWidgets', 'Comparers'], platform));
    const view = { mobile: true, tablet: false, pc: false, request_uri: '/product-pol-101.html?x=1', additional_ajax: 'a=b' };
    expect(body).toEqual({ Snippets: { format: 'json', params: view }, ToplayersAndWidgets: { format: 'json', params: view }, Comparers: {} });
  });

  it('spec: names each asked section once, with the view params on Snippets and ToplayersAndWidgets', () => {
    const body = JSON.parse(buildBulkRequest(['Basket', 'Snippets', 'ToplayersAndWidgets'], params, {}, 'spec'));
    expect(body).toEqual({
      Basket: {},
      Snippets: { mobile: 'true', tablet: 'false', pc: 'false', request_uri: '/product-pol-101.html?x=1', additional_ajax: 'a=b' },
      ToplayersAndWidgets: { mobile: 'true', tablet: 'false', pc: 'false', request_uri: '/product-pol-101.html?x=1', additional_ajax: 'a=b' },
    });
  });

  it('gives Projector the product id', () => {
    expect(JSON.parse(buildBulkRequest(['Projector'], params, { productId: '101' }, 'spec'))).toEqual({ Projector: { product: '101' } });
    expect(JSON.parse(buildBulkRequest(['Projector'], params, { productId: '101' }))).toEqual({ Projector: { format: 'json', params: { product: '101' } } });
  });

  it('always produces JSON whose keys are the asked sections', () => {
    fc.assert(
      fc.property(fc.subarray([...SECTIONS]), (asked) => {
        expect(Object.keys(JSON.parse(buildBulkRequest(asked, params))).sort()).toEqual([...asked].sort());
      }),
    );
  });
});

describe('parseBulkReply', () => {
  const asked: Section[] = ['Basket', 'Snippets', 'ToplayersAndWidgets'];

  it('reads each section and reports the failed ones by name', () => {
    const r = parseBulkReply(
      {
        Basket: { response: { products: [] }, error: 0 },
        Snippets: { response: null, error: 1, message: 'Nieznana sekcja' },
        Other: { response: 1, error: 0 },
      },
      asked,
    );
    expect(r.Basket).toEqual({ ok: true, response: { products: [] } });
    expect(r.Snippets).toEqual({ ok: false, message: 'section Snippets failed: Nieznana sekcja' });
    expect(r.ToplayersAndWidgets).toEqual({ ok: false, message: 'section ToplayersAndWidgets is missing from the reply' });
    expect(Object.keys(r)).toEqual(asked);
  });

  it('never throws, whatever the reply', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const r = parseBulkReply(raw, asked);
        expect(Object.keys(r)).toEqual(asked);
      }),
    );
  });

  it('fails every section when the reply is not an object', () => {
    for (const raw of [null, 'oops', [1], 3]) {
      expect(Object.values(parseBulkReply(raw, asked)).every((s) => !s?.ok)).toBe(true);
    }
  });
});

describe('readSnippets', () => {
  it('keeps head and body_top, sends every other region to body, drops empty or odd items', () => {
    expect(
      readSnippets({
        items: [
          { region: 'head', content: '<b>h</b>' },
          { region: 'body_top', content: 't' },
          { region: 'body_bottom', content: 'b' },
          { region: 'nowhere', content: 'n' },
          { region: 'head', content: '' },
          { region: 'head' },
          'junk',
          null,
        ],
      }),
    ).toEqual([
      { region: 'head', content: '<b>h</b>' },
      { region: 'body_top', content: 't' },
      { region: 'body', content: 'b' },
      { region: 'body', content: 'n' },
    ]);
  });

  it('accepts the platform’s items keyed by id and never throws', () => {
    expect(readSnippets({ items: { 7: { region: 'body_top', content: 'x' } } })).toEqual([{ region: 'body_top', content: 'x' }]);
    fc.assert(fc.property(fc.anything(), (raw) => void readSnippets(raw)));
  });
});

describe('readWidgets', () => {
  it('reads the platform’s items (script a string, the others {content}), in reply order', () => {
    expect(readWidgets({ items: { script: 'run()', promo: { content: '<p>x</p>' } } })).toEqual([
      { name: 'script', content: 'run()' },
      { name: 'promo', content: '<p>x</p>' },
    ]);
  });

  it('reads items keyed by name, plain strings and [{name, content}]', () => {
    expect(readWidgets({ items: { script: { content: 'run()' }, promo: { content: '<p>x</p>' } } })).toEqual([
      { name: 'script', content: 'run()' },
      { name: 'promo', content: '<p>x</p>' },
    ]);
    expect(readWidgets({ script: 'run()' })).toEqual([{ name: 'script', content: 'run()' }]);
    expect(readWidgets({ items: [{ name: 'script', content: 'a()' }, { content: 'b' }] })).toEqual([
      { name: 'script', content: 'a()' },
      { name: '1', content: 'b' },
    ]);
    fc.assert(fc.property(fc.anything(), (raw) => void readWidgets(raw)));
  });
});

describe('readAjaxVars', () => {
  it('reads app_shop.vars.requestUri and additionalAjax', () => {
    const win = { app_shop: { vars: { requestUri: '/a.html?b=1', additionalAjax: 'x=1' } }, location: { pathname: '/p', search: '' } };
    expect(readAjaxVars(win as unknown as Window)).toEqual({ requestUri: '/a.html?b=1', additionalAjax: 'x=1' });
  });

  it('falls back to the page address and an empty string', () => {
    const win = { app_shop: 'broken', location: { pathname: '/p.html', search: '?q=1' } };
    expect(readAjaxVars(win as unknown as Window)).toEqual({ requestUri: '/p.html?q=1', additionalAjax: '' });
  });
});
