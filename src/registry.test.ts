// The registry's attribute markers and core/dom/sanitize's strip list agree: server HTML
// an island inserts can never carry an attribute a registry selector looks for. The sanitizer cannot
// import the registry (core never imports src/ or islands/), so this test keeps the two in step.
import { describe, expect, it } from 'vitest';
import { registry } from './registry';
import { isMarkerAttr } from '../core/dom/sanitize';

/** The attribute names a selector tests ([name], [name=value], inside :has() and :not() too). */
function attributesOf(selector: string): string[] {
  return Array.from(selector.matchAll(/\[\s*([\w:-]+)\s*(?:[~|^$*]?=|\])/g), (m) => m[1]!.toLowerCase());
}

/**
 * Data attributes a selector tests only inside `body:has(…)`: the island mounts on <body>, the page's own
 * markup, never on inserted content, so the attribute is not a way to place an island and stays.
 */
const PAGE_LEVEL_ONLY: Record<string, string> = {
  'data-src': "lazy-images mounts on <body>; an inserted img[data-src] is one of the images it is there to load",
};

describe('registry markers vs the sanitizer', () => {
  it('finds attribute names in selectors', () => {
    expect(attributesOf('form:has([data-validation-url]), input[type=file][data-max_filesize]')).toEqual(['data-validation-url', 'type', 'data-max_filesize']);
  });

  it('every data-* attribute a registry selector looks for is stripped from inserted HTML, and data-island too', () => {
    const missing: string[] = [];
    for (const entry of registry) {
      for (const selector of [...entry.selectors, `[data-island="${entry.name}"]`]) {
        for (const attr of attributesOf(selector)) {
          if (!attr.startsWith('data-') || isMarkerAttr(attr)) continue;
          if (PAGE_LEVEL_ONLY[attr] && selector.startsWith('body:has(')) continue;
          missing.push(`${entry.name}: ${selector} (${attr})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('a selector that tests a native attribute (type=file) also needs a stripped one, so inserted HTML never matches it', () => {
    for (const entry of registry) {
      for (const selector of entry.selectors) {
        const attrs = attributesOf(selector);
        if (attrs.some((a) => !a.startsWith('data-'))) expect(attrs.some(isMarkerAttr), `${entry.name}: ${selector}`).toBe(true);
      }
    }
  });
});
