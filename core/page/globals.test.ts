// @vitest-environment jsdom
// jsdom, not happy-dom: its DOM interfaces carry the brand checks and toStringTag of a browser's, and an
// iframe gives elements of another realm (the reader must refuse those too).
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isObj } from './coerce';
import { domThing, readAppShop, readGlobal } from './globals';

const globals = window as unknown as Record<string, unknown>;
const NAMES = ['instalmentData', 'app_shop', 'product_data', 'productData', 'product_config', 'e2eGlobal'];

afterEach(() => {
  for (const name of NAMES) delete globals[name];
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Any value: the shape check out of the way. */
const anything = (_v: unknown): _v is unknown => true;

const rules = { island: 'instalments', check: isObj, expected: 'an object', fallback: 'instalment links left as the page has them' };

/** What a named element makes of a global in a browser (jsdom has no named access on window). */
function clobber(name: string, html: string): Element {
  document.body.insertAdjacentHTML('beforeend', html);
  const el = document.body.lastElementChild!;
  globals[name] = el;
  return el;
}

describe('readGlobal', () => {
  it("refuses an element named like the global, naming it: window.instalmentData is a DOM element (<img name=…>), not the page's data", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    clobber('instalmentData', '<img name="instalmentData" alt="">');
    expect(readGlobal('instalmentData', rules)).toBeUndefined();
    expect(error).toHaveBeenCalledExactlyOnceWith(
      `[storefront:instalments] window.instalmentData is a DOM element (<img name="instalmentData">), not the page's data; instalment links left as the page has them`,
    );
    // Read again (instalments read at every click): said once.
    expect(readGlobal('instalmentData', rules)).toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
  });

  it('refuses a form (its named controls would pass for nested data), a collection of same-id elements, a window', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    clobber('app_shop', '<form name="app_shop"><input name="vars"></form>');
    expect(readAppShop('bulk', "the page's own address is sent")).toBeUndefined();
    expect(error.mock.calls[0]?.[0]).toBe(`[storefront:bulk] window.app_shop is a DOM element (<form name="app_shop">), not the page's data; the page's own address is sent`);
    document.body.innerHTML = '<a id="app_shop"></a><a id="app_shop" name="vars"></a>';
    globals.app_shop = document.getElementsByTagName('a');
    expect(readAppShop(null, "the shop's settings are the defaults")).toBeUndefined();
    expect(error.mock.calls[1]?.[0]).toBe(`[storefront] window.app_shop is a collection of 2 DOM elements (<a id="app_shop"> …), not the page's data; the shop's settings are the defaults`);
    globals.app_shop = window;
    expect(readAppShop(null, 'defaults')).toBeUndefined();
    expect(error.mock.calls[2]?.[0]).toContain('window.app_shop is a window');
  });

  it('refuses nodes of another realm (an iframe document)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const foreign = frame.contentDocument!.createElement('img');
    foreign.setAttribute('name', 'instalmentData');
    expect(foreign instanceof Node).toBe(false);
    expect(domThing(foreign)).toBe('a DOM element (<img name="instalmentData">)');
    expect(domThing(frame.contentDocument!.createTextNode('x'))).toBe('a DOM node (#text)');
    expect(domThing(frame.contentWindow)).toContain('a window');
  });

  it('refuses the wrong shape with the value shown, reads nothing absent (no message), and survives a throwing getter', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readGlobal('e2eGlobal', rules)).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    globals.e2eGlobal = 'x';
    expect(readGlobal('e2eGlobal', rules)).toBeUndefined();
    expect(error).toHaveBeenLastCalledWith(`[storefront:instalments] window.e2eGlobal is "x", not an object; instalment links left as the page has them`);
    Object.defineProperty(window, 'e2eGlobal', { configurable: true, get: () => { throw new Error('denied'); } });
    expect(readGlobal('e2eGlobal', rules)).toBeUndefined();
    expect(error).toHaveBeenLastCalledWith(`[storefront:instalments] window.e2eGlobal could not be read (denied); instalment links left as the page has them`);
  });

  it('a DOM thing the page is expected to have under that name is refused quietly', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    clobber('e2eGlobal', '<input id="e2eGlobal">');
    expect(readGlobal('e2eGlobal', { ...rules, domIsExpected: true })).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });

  it('property: any data of the right shape is returned as it is; no element, whatever its tag and name, ever is', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.object(), (data) => {
        globals.e2eGlobal = data;
        return readGlobal('e2eGlobal', rules) === data && domThing(data) === null;
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (data) => {
        globals.e2eGlobal = data;
        const read = readGlobal('e2eGlobal', { ...rules, check: anything });
        return data === undefined ? read === undefined : Object.is(read, data);
      }),
    );
    const tags = fc.constantFrom('img', 'form', 'a', 'embed', 'object', 'iframe', 'div', 'input', 'svg', 'math', 'custom-el');
    fc.assert(
      fc.property(tags, fc.stringMatching(/^[a-zA-Z_]\w{0,20}$/), (tag, name) => {
        const el = tag === 'svg' ? document.createElementNS('http://www.w3.org/2000/svg', 'svg') : document.createElement(tag);
        el.setAttribute('name', name);
        globals.e2eGlobal = el;
        return readGlobal('e2eGlobal', { ...rules, check: anything }) === undefined && domThing(el)!.startsWith('a DOM element');
      }),
    );
  });
});
