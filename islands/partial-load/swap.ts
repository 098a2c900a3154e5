// The DOM half of a partial page load (spec section 2): parse the fetched page, find the same regions
// in it, swap them in. Pure DOM, no React, so it is unit-tested on its own.
//
// The fetched page is the shop's own HTML from the same origin, the same HTML a full navigation
// would load and run, so it is not passed through DOMPurify (that would strip the markup and
// attributes the theme's forms and islands rely on). It is parsed inertly (DOMParser: nothing runs,
// nothing loads), and of its scripts only the regions' `script.ajaxLoad` ones run, through runScript,
// as the shop's own loader re-evaluates exactly those after an AJAX swap (reference section 1).
import { runScript } from '../../core/dom/run-script';
import { parseInert } from '../../core/dom/trusted-types';
import { ownQuery } from '../../core/dom/own';

export const DEFAULT_REGIONS = ['#content', '#breadcrumbs'];

export class SwapError extends Error {}

export function parsePage(html: string, doc: Document = document): Document {
  return parseInert(html, doc);
}

export interface Swapped {
  title: string;
  /** The new region elements, in the order of `regions`. */
  regions: Element[];
}

/**
 * Replaces each region of `doc` with the same region of `next`. A region that is in neither page
 * is skipped; one that is in only one of them makes the whole swap fail before anything changes
 * (a half-swapped page is worse than a full navigation). At least one region must match.
 */
export function swapRegions(doc: Document, next: Document, regions: readonly string[]): Swapped {
  const pairs: Array<[Element, Element]> = [];
  for (const selector of regions) {
    let now: Element | null;
    let then: Element | null;
    try {
      // The page's own region, never a copy inside inserted HTML.
      now = ownQuery<Element>(doc, selector);
      then = next.querySelector(selector);
    } catch {
      throw new SwapError(`region selector "${selector}" is not valid CSS`);
    }
    if (!now && !then) continue;
    if (!now || !then) throw new SwapError(`region "${selector}" is ${now ? 'missing from the fetched page' : 'not on this page'}`);
    pairs.push([now, then]);
  }
  if (!pairs.length) throw new SwapError(`none of the regions ${regions.join(', ')} is on both pages`);
  const swapped = pairs.map(([now, then]) => {
    const fresh = doc.adoptNode(then);
    now.replaceWith(fresh);
    return fresh;
  });
  const title = next.title.trim();
  if (title) doc.title = title;
  return { title: title || doc.title, regions: swapped };
}

/** Runs the new regions' `script.ajaxLoad` scripts (in order), each in its own place; the inert copies go. */
export async function runRegionScripts(regions: readonly Element[], doc: Document = document): Promise<void> {
  for (const region of regions) {
    for (const inert of Array.from(region.querySelectorAll('script'))) {
      if (!inert.classList.contains('ajaxLoad')) continue;
      const code = inert.textContent ?? '';
      const parent = inert.parentNode;
      const before = inert.nextSibling;
      inert.remove();
      if (parent) await runScript(code, { caller: 'partial-load (script.ajaxLoad)', parent, before, doc });
    }
  }
}
