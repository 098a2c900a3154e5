import { afterEach, describe, expect, it, vi } from 'vitest';
import { legacyArgs, readInstalmentData, readSystem } from './data';

const win = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete win.instalmentData;
});

const link = (attrs: string, text = 'Raty') => {
  document.body.innerHTML = `<a ${attrs}>${text}</a>`;
  return document.querySelector('a')!;
};

describe('legacyArgs', () => {
  it('reads IdoSell’s inline calculate_instalments(…) arguments', () => {
    expect(legacyArgs("event.stopPropagation(); calculate_instalments('100','20000','189.99','',$(this).attr('data-window'),'10','Santander','','net'); return false;")).toEqual([
      '100', '20000', '189.99', '', "$(this).attr(data-window)", '10', 'Santander', '', 'net',
    ]);
    expect(legacyArgs("calculate_instalments('1','2')")).toEqual(['1', '2']);
    expect(legacyArgs("calculate_instalments('a\\'b')")).toEqual(["a'b"]);
    expect(legacyArgs('alert(1)')).toBeNull();
    expect(legacyArgs("calculate_instalments('unclosed")).toBeNull();
  });
});

describe('readSystem', () => {
  it('reads the data-* parameters', () => {
    const a = link('data-instalments="mBank" data-window="https://r.example/?p={price}" data-min-price="300" data-max-price="5000" data-price-type="net" data-max-quantity="2" data-alert="true" data-total-price="12.5"');
    expect(readSystem(a, 'gross')).toEqual({
      name: 'mBank', minPrice: 300, maxPrice: 5000, totalPrice: 12.5, link: 'https://r.example/?p={price}', priceType: 'net', maxQuantity: 2, notAllPayable: true, newWindow: true, script: false,
    });
  });

  it('falls back to the inline call, then to defaults (no maximum for 0, the shop’s price type)', () => {
    const a = link(`data-window="https://r.example/{price}" onclick="calculate_instalments('50','0','','',$(this).attr('data-window'),'','Inline','','')"`);
    expect(readSystem(a, 'gross')).toMatchObject({ name: 'Inline', minPrice: 50, maxPrice: Infinity, totalPrice: null, maxQuantity: null, notAllPayable: false, priceType: 'gross' });
    const b = link('href="/raty.php?p={price}"', ' Link text ');
    expect(readSystem(b, 'net')).toMatchObject({ name: 'Link text', link: '/raty.php?p={price}', newWindow: false, minPrice: 0, priceType: 'net' });
  });

  it('bad values are reported with the attribute and value and fall back', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = link('data-instalments="X" data-window="https://r/{price}" data-min-price="abc" data-price-type="brutto"');
    expect(readSystem(a, 'gross')).toMatchObject({ minPrice: 0, priceType: 'gross' });
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      '[storefront:instalments] data-min-price="abc" on "X" is not an amount; using 0',
      '[storefront:instalments] data-price-type="brutto" on "X" is not gross or net; using gross',
    ]);
  });

  it('a maximum below the minimum is reported and dropped', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSystem(link('data-instalments="Z" data-window="https://r/{price}" data-min-price="500" data-max-price="100"'), 'gross')).toMatchObject({ minPrice: 500, maxPrice: Infinity });
    expect(error.mock.calls[0]?.[0]).toBe('[storefront:instalments] the maximum 100 on "Z" is below its minimum 500; using no maximum');
  });

  it('a link without a usable template is left alone (null, reported)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSystem(link('href="javascript:void(0)" data-instalments="Y"'), 'gross')).toBeNull();
    expect(readSystem(link('href="#showInstalments"'), 'gross')).toBeNull();
    expect(error.mock.calls[0]?.[0]).toBe('[storefront:instalments] the instalment link "Y" has no data-window (link template); left as the page has it');
  });
});

describe('readSystem: addresses from data-* go through safeUrl', () => {
  const withAttr = (name: string, value: string, extra = 'data-instalments="Evil"') => {
    const a = link(extra);
    a.setAttribute(name, value);
    return a;
  };

  it.each([
    ['javascript:alert(document.domain)'],
    ['java\tscript:alert`1`'],
    ['java\nscript:alert`1`'],
    ['JAVASCRIPT:alert`1`'],
    ['data:text/html,<svg/onload=alert`1`>'],
    ['vbscript:msgbox'],
  ])('data-link %j is refused and reported; the link is left alone', (value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSystem(withAttr('data-link', value), 'gross')).toBeNull();
    expect(String(error.mock.calls[0]?.[0])).toContain(`[storefront:instalments] data-link="${value}" on "Evil" is not an http(s) or relative address`);
  });

  it('a refused data-link falls back to a safe href', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = withAttr('data-link', 'javascript:alert(1)', 'data-instalments="Evil" href="/raty.php?p={price}"');
    expect(readSystem(a, 'gross')).toMatchObject({ link: '/raty.php?p={price}', newWindow: false, script: false });
  });

  it.each([['\x01javascript:alert`1`'], ['\x02JaVaScRiPt:alert`1`'], ['data:text/html,<svg/onload=alert`1`>'], ['vbscript:msgbox']])(
    'data-window in the address form %j is refused (control characters and tabs inside the scheme do not get past)',
    (value) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(readSystem(withAttr('data-window', value), 'gross')).toBeNull();
      expect(String(error.mock.calls[0]?.[0])).toContain('[storefront:instalments] data-window=');
    },
  );

  it('a tab inside a java\tscript: href is refused as well', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSystem(withAttr('href', 'java\tscript:alert`1`'), 'gross')).toBeNull();
  });

  it.each([['https://raty.example/s?amount={price}'], ['//raty.example/s?amount={price}'], ['/raty.php?amount={price}'], ['raty.php?amount={price}']])(
    'data-window and data-link %j (another origin allowed: the lender) are kept',
    (value) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(readSystem(withAttr('data-window', value), 'gross')).toMatchObject({ link: value, newWindow: true, script: false });
      expect(readSystem(withAttr('data-link', value), 'gross')).toMatchObject({ link: value, newWindow: false, script: false });
      expect(error).not.toHaveBeenCalled();
    },
  );

  it("the server's JavaScript in data-window stays the script form (with or without a javascript: prefix, tabs included)", () => {
    const script = "window.open('https://raty.example/?amount={calculate_price}', 'raty')";
    expect(readSystem(withAttr('data-window', script), 'gross')).toMatchObject({ link: script, script: true, newWindow: false });
    expect(readSystem(withAttr('data-window', `javascript:${script}`), 'gross')).toMatchObject({ link: script, script: true });
    expect(readSystem(withAttr('data-window', `java\tscript:${script}`), 'gross')).toMatchObject({ link: script, script: true });
    // Declared JavaScript is never turned into an address, whatever follows the prefix.
    expect(readSystem(withAttr('data-window', 'java\tscript:alert`1`'), 'gross')).toMatchObject({ link: 'alert`1`', script: true, newWindow: false });
  });
});

describe('readInstalmentData', () => {
  const el = (attr = '') => {
    document.body.innerHTML = `<div id="c" ${attr}></div>`;
    return document.getElementById('c')!;
  };

  it('reads window.instalmentData, strings as IdoSell writes them included', () => {
    win.instalmentData = { currency: 'zł', basketCost: '495.96', basketCostNet: 403.22, basketCount: 3, price: '189,99', priceNet: 154.46 };
    expect(readInstalmentData(el())).toEqual({ currency: 'zł', basketCost: 495.96, basketCostNet: 403.22, basketCount: 3, price: 189.99, priceNet: 154.46 });
  });

  it('the container’s data-instalment-data comes first; missing fields default', () => {
    win.instalmentData = { price: 1 };
    expect(readInstalmentData(el(`data-instalment-data='{"price":50}'`))).toEqual({ price: 50, priceNet: 50, currency: '', basketCount: 0, basketCost: 0, basketCostNet: 0 });
  });

  it('none, malformed or not an object → null with a message; a bad field falls back with one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readInstalmentData(el())).toBeNull();
    expect(error.mock.calls[0]?.[0]).toBe('[storefront:instalments] the page has no instalmentData; instalment links left as the page has them');
    expect(readInstalmentData(el(`data-instalment-data="{price"`))).toBeNull();
    expect(error.mock.calls[1]?.[0]).toContain('data-instalment-data="{price" is not valid JSON');
    win.instalmentData = 'x';
    expect(readInstalmentData(el())).toBeNull();
    expect(error.mock.calls[2]?.[0]).toContain('window.instalmentData is "x", not an object');
    win.instalmentData = { price: 'free', basketCount: 2 };
    expect(readInstalmentData(el())).toMatchObject({ price: 0, basketCount: 2 });
    expect(error.mock.calls[3]?.[0]).toBe('[storefront:instalments] window.instalmentData.price = "free" is not an amount; using 0');
  });

  it('an element named instalmentData (DOM clobbering) is not the data: null with a message naming it, once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = el('data-x');
    c.insertAdjacentHTML('afterend', '<img name="instalmentData" alt="">');
    win.instalmentData = document.querySelector('img[name=instalmentData]');
    expect(readInstalmentData(c)).toBeNull();
    expect(readInstalmentData(c)).toBeNull();
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      `[storefront:instalments] window.instalmentData is a DOM element (<img name="instalmentData">), not the page's data; instalment links left as the page has them`,
    ]);
  });

  it("with the footer's const instalmentData beside such an element, the footer's data is used (the lender gets the real amount)", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = el();
    const img = document.createElement('img');
    img.setAttribute('name', 'instalmentData');
    // The window whose named property the element is; the module's own global stands for the footer's binding.
    const page = { instalmentData: img, Node: window.Node, HTMLCollection: window.HTMLCollection, NodeList: window.NodeList } as unknown as Window;
    win.instalmentData = { price: '500.00', currency: 'zł' };
    expect(readInstalmentData(c, page)).toMatchObject({ price: 500, currency: 'zł' });
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      `[storefront:instalments] window.instalmentData is a DOM element (<img name="instalmentData">), not the page's data; the footer's const instalmentData is read instead`,
    ]);
  });
});
