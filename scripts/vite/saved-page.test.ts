import { describe, expect, it } from 'vitest';
import { metaNonce, prepareSavedPage, SAVED_PAGE_CSP } from './saved-page';

const savedPageHtml = (head: string, body: string) => `<!DOCTYPE html>\n<html lang="pl">\n<head>${head}</head>\n<body>${body}</body>\n</html>`;
const opts = { keepThemeScripts: false, entryUrl: '/storefront.js' };

describe('prepareSavedPage', () => {
  it("blocks the theme's script files and runner calls, keeps its data scripts and JSON", () => {
    const html = savedPageHtml(
      '<script>var app_shop = { vars: {}, fn: {}, fnrun: {} };</script><script src="/gfx/pol/main_shop.js"></script>',
      `<script class="ajaxLoad">window.product_data = [{ "id": 1 }];</script>
       <script type="application/json" id="storefront-texts">{"a":1}</script>
       <script type='text/javascript' src="https://live.example/jquery.js" defer></script>
       <script>app_shop.runApp();</script><script>app_shop . run(function () {}, 'all', '#menu_basket');</script>`,
    );
    const out = prepareSavedPage(html, opts);
    expect(out.blocked).toBe(4);
    expect(out.html).toContain('<script>var app_shop');
    expect(out.html).toContain('<script class="ajaxLoad">window.product_data');
    expect(out.html).toContain('<script type="application/json" id="storefront-texts">');
    expect(out.html).toContain('<script src="/gfx/pol/main_shop.js" type="text/plain" data-preview-blocked></script>');
    expect(out.html).toContain(`<script src="https://live.example/jquery.js" defer type="text/plain" data-preview-blocked></script>`);
    expect(out.html).toContain('<script type="text/plain" data-preview-blocked>app_shop.runApp();</script>');
    expect(out.html).not.toMatch(/type='text\/javascript'/);
  });

  it('finds scripts as the browser does: <script/src>, SVG script href, document.write, app_shop[\'runApp\'](); comments and data stay', () => {
    const html = savedPageHtml(
      '<script/src="/gfx/pol/shop.js"></script><!-- <script src="/old.js"></script> -->',
      `<svg><script href="/gfx/pol/svg.js"></script><script xlink:href="/gfx/pol/xlink.js"></script></svg>
       <script>document.write('<script src="/gfx/pol/w.js"><\\/script>');</script>
       <script>app_shop['runApp']();</script><script>app_shop [ "run" ] (function () {}, 'all');</script>
       <template><script src="/gfx/pol/in-template.js"></script></template>
       <script>window.product_data = [{ "note": "app_shop.vars" }];</script>`,
    );
    const out = prepareSavedPage(html, opts);
    expect(out.blocked).toBe(7);
    expect(out.html).toContain('<script src="/gfx/pol/shop.js" type="text/plain" data-preview-blocked></script>');
    expect(out.html).toContain('<script href="/gfx/pol/svg.js" type="text/plain" data-preview-blocked></script>');
    expect(out.html).toContain('<script xlink:href="/gfx/pol/xlink.js" type="text/plain" data-preview-blocked></script>');
    expect(out.html).toContain('<script type="text/plain" data-preview-blocked>document.write(');
    expect(out.html).toContain(`<script type="text/plain" data-preview-blocked>app_shop['runApp']();</script>`);
    expect(out.html).toContain('<script type="text/plain" data-preview-blocked>app_shop [ "run" ]');
    expect(out.html).toContain('<!-- <script src="/old.js"></script> -->');
    expect(out.html).toContain('<script>window.product_data');
  });

  it('takes out a <meta refresh>; the policy keeps forms and <base> to the page’s own origin', () => {
    const out = prepareSavedPage(savedPageHtml('<meta http-equiv="Refresh" content="0;url=https://live.example/"><title>t</title>', '<p>x</p>'), opts);
    expect(out.html).not.toMatch(/refresh/i);
    expect(out.html).toContain('<title>t</title>');
    expect(SAVED_PAGE_CSP).toMatch(/form-action 'self'/);
    expect(SAVED_PAGE_CSP).toMatch(/base-uri 'none'/);
  });

  it('keeps every script when asked', () => {
    const html = savedPageHtml('<script src="/gfx/pol/main_shop.js"></script>', '<script>app_shop.runApp();</script>');
    const out = prepareSavedPage(html, { ...opts, keepThemeScripts: true });
    expect(out.blocked).toBe(0);
    expect(out.html).toContain('<script src="/gfx/pol/main_shop.js"></script>');
  });

  it('adds the entry at the end of <body>, with the meta CSP nonce', () => {
    const html = savedPageHtml(`<meta http-equiv="content-security-policy" content="script-src 'nonce-r4nd0m' 'strict-dynamic'">`, '<p>x</p><!-- </body> in a comment -->');
    const out = prepareSavedPage(html, opts);
    expect(out.hadEntry).toBe(false);
    expect(out.nonce).toBe('r4nd0m');
    expect(out.html).toMatch(/<script type="module" src="\/storefront\.js" nonce="r4nd0m" data-preview-entry><\/script>\n<\/body>\n<\/html>$/);
  });

  it("points a shop's own islands tag at the preview's build", () => {
    const html = savedPageHtml('', '<script type="module" src="https://cdn.example/storefront/storefront.js?v=3" nonce="old"></script>');
    const out = prepareSavedPage(html, opts);
    expect(out.hadEntry).toBe(true);
    expect(out.html.match(/<script(?! data-preview-recorder)/g)).toHaveLength(1);
    expect(out.html).toContain('<script type="module" nonce="old" src="/storefront.js" data-preview-entry></script>');
    const withMeta = prepareSavedPage(savedPageHtml(`<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-new'">`, '<script type="module" src="/storefront.js" nonce="old"></script>'), opts);
    expect(withMeta.html).toContain('<script type="module" nonce="new" src="/storefront.js" data-preview-entry></script>');
  });

  it('takes <base> out and marks <html>, or adds one after the doctype', () => {
    const out = prepareSavedPage(savedPageHtml('<base href="https://live.example/">', ''), opts);
    expect(out.baseRemoved).toBe(true);
    expect(out.html).not.toContain('<base');
    expect(out.html).toContain('<html data-preview-page lang="pl">');
    expect(prepareSavedPage('<!doctype html><p>bare</p>', opts).html).toMatch(/^<!doctype html><html data-preview-page><script data-preview-recorder>.*<\/script><p>bare<\/p>\n<script type="module"/);
  });

  it("puts the refused requests' recorder first in <head>, with the page's nonce", () => {
    const out = prepareSavedPage(savedPageHtml(`<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-n1'"><title>t</title>`, ''), opts);
    expect(out.html).toMatch(/<head><script nonce="n1" data-preview-recorder>\(function\(\)\{var r=window.__storefrontPreviewRefused=\[\];document.addEventListener\('securitypolicyviolation'/);
  });

  it('leaves comments alone, reads start tags with > in a quoted value, and finds the real <html>', () => {
    const html = `<!DOCTYPE html>\n<!--[if IE 9]><html class="ie9"><![endif]-->\n<html lang="pl"><head></head><body>
<!-- <script src="/old.js"> -->
<script src="/gfx/pol/shop.js" onload="if (a > b) go()"></script>
</body></html>`;
    const out = prepareSavedPage(html, opts);
    expect(out.blocked).toBe(1);
    expect(out.html).toContain('<!-- <script src="/old.js"> -->');
    expect(out.html).toContain(`<script src="/gfx/pol/shop.js" onload="if (a > b) go()" type="text/plain" data-preview-blocked></script>`);
    expect(out.html).toContain('<!--[if IE 9]><html class="ie9"><![endif]-->');
    expect(out.html).toContain('<html data-preview-page lang="pl"><head><script data-preview-recorder>');
  });

  it("takes the nonce of the meta policy's script rule, not its style rule's", () => {
    expect(metaNonce(`<meta http-equiv="Content-Security-Policy" content="style-src 'nonce-sty'; script-src 'nonce-scr' 'strict-dynamic'">`)).toBe('scr');
  });

  it('escapes the nonce it writes', () => {
    // The attribute's character references are the browser's to decode, then ours to write back.
    expect(metaNonce(`<meta http-equiv="Content-Security-Policy" content="script-src &#39;nonce-a&quot;b&#39;">`)).toBe('a"b');
    const out = prepareSavedPage(`<meta http-equiv=Content-Security-Policy content="script-src 'nonce-x&quot;y'"><body></body>`, opts);
    expect(out.html).toContain('nonce="x&quot;y"');
  });
});
