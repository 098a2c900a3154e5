// The lint rule that keeps every written address on core/dom/safe-url.ts, on the cases it
// must catch and the ones it must let through.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { safeUrlAttrs } from './safe-url-attrs.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('storefront/safe-url-attrs', safeUrlAttrs as never, {
  valid: [
    'const a = <a href="#container">x</a>;',
    "const a = <a href={'/basket'}>x</a>;",
    "const a = <a href={safeHref(p.link, 'mini-basket')}>x</a>;",
    'const a = <img src={safeHref(p.icon)} />;',
    'const a = <img src={safeSrc(p.icon)} />;',
    'const a = <source srcSet={safeSrc(p.webp)} />;',
    'const a = <a href={ok ? safeHref(x) : undefined}>x</a>;',
    'const a = <a href={p.link && safeHref(p.link)}>x</a>;',
    "const a = <a className={p.link}>x</a>;",
    "el.setAttribute('aria-label', label);",
    'el.setAttribute(name, before);',
    "setUrlAttribute(a, 'href', outcome.link.href, 'form-validator');",
    "navigateTo(url, 'partial-load');",
    'history.replaceState(null, "", url);',
    "text.replace('a', 'b');",
  ],
  invalid: [
    { code: 'const a = <a href={o.link}>x</a>;', errors: [{ messageId: 'jsx' }] },
    { code: 'const a = <img src={p.icon} />;', errors: [{ messageId: 'jsx' }] },
    { code: 'const a = <source srcSet={p.webp} />;', errors: [{ messageId: 'jsx' }] },
    { code: 'const a = <a href={safeSrc(p.link)}>x</a>;', errors: [{ messageId: 'jsx' }] },
    { code: 'const a = <iframe src={safeSrc(u)} />;', errors: [{ messageId: 'jsx' }] },
    { code: 'const a = <form action={url} />;', errors: [{ messageId: 'jsx' }] },
    { code: 'const a = <button formAction={url} />;', errors: [{ messageId: 'jsx' }] },
    { code: 'const a = <a href={`/p/${id}`}>x</a>;', errors: [{ messageId: 'jsx' }] },
    { code: 'const a = <a href={ok ? url : "#"}>x</a>;', errors: [{ messageId: 'jsx' }] },
    { code: 'a.href = url;', errors: [{ messageId: 'assign' }] },
    { code: 'img.src = url;', errors: [{ messageId: 'assign' }] },
    { code: 'form.action = url;', errors: [{ messageId: 'assign' }] },
    { code: "el.setAttribute('href', url);", errors: [{ messageId: 'setAttribute' }] },
    { code: "el.setAttribute('FormAction', url);", errors: [{ messageId: 'setAttribute' }] },
    { code: 'location.href = url;', errors: [{ messageId: 'navigate' }] },
    { code: 'window.location.assign(url);', errors: [{ messageId: 'navigate' }] },
    { code: 'location.replace(url);', errors: [{ messageId: 'navigate' }] },
    { code: "window.open(url, '_blank');", errors: [{ messageId: 'navigate' }] },
  ],
});
