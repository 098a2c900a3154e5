// @vitest-environment jsdom
// End to end in the entry: islands never mount from server HTML an island inserted
// (hotspot zones, snippets, toplayers, widgets). jsdom, not happy-dom: the HTML goes through the real
// sanitizer (core/dom/sanitize), whose DOMPurify needs a browser-like parser. The registry is the real
// one (its selectors and page types), each island replaced by a recorder and woken on load.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boot, type BootHandle } from './boot';
import { defineIsland } from './define';
import type { IslandProps, RegistryEntry } from './types';
import { registry } from '../../src/registry';
import { INSERTED_ATTR, sanitizeToFragment, sanitizerReady } from '../dom/sanitize';
import { firstScan } from '../../fixtures/boot-entry';
import { untilMounted } from '../../fixtures/island-state';
import { untilDom } from '../../fixtures/until';

// The sanitizer this jsdom window uses (DOMPurify: jsdom has no setHTML) is loaded once.
beforeAll(() => sanitizerReady());

const mounted: Element[] = [];
function Recorder({ container }: IslandProps<unknown>) {
  mounted.push(container);
  return null;
}

const entries: RegistryEntry[] = registry.map((entry) => ({
  ...entry,
  trigger: 'load',
  needsProduct: false,
  // 'append': the recorder leaves the container's markup (and the zones in it) where it is.
  load: async () => ({ default: defineIsland({ name: entry.name, host: 'append', Component: Recorder }) }),
}));

/** One element for every plain #id / .class selector of the registry, and data-island for every name. */
function everyMarker(): string {
  const plain: string[] = [];
  for (const entry of registry) {
    for (const sel of entry.selectors) {
      const id = /^#([\w-]+)$/.exec(sel);
      const cls = /^\.([\w-]+)$/.exec(sel);
      if (id) plain.push(`<div id="${id[1]}">${entry.name}</div>`);
      else if (cls) plain.push(`<div class="${cls[1]}">${entry.name}</div>`);
    }
    plain.push(`<div data-island="${entry.name}" data-accounts-url="https://other.example/">${entry.name}</div>`);
  }
  return plain.join('');
}

// Gadgets: a partial-load container with a link and form, the ajaxLoad script
// it would run, and the attribute markers of the registry's selectors.
const GADGETS = `
  <div class="hotspot__product" data-partial-regions="#gadget_region">
    <a data-partial href="/ajax/hotspots.php?action=get-hotspots-html">Więcej</a>
    <form data-partial action="/search.php"><input name="q"></form>
    <div id="gadget_region"><div><script class="ajaxLoad">window.__xss = 1</script></div></div>
  </div>
  <select data-dropdown><option>1</option></select>
  <input type="file" data-max_filesize="1">
  <form data-validation-url="/x"><input class="--validate" data-validation-url="/y"></form>
  <div class="hotspot__wrapper" data-pagetype="main" id="gadget_zone"></div>
  <div class="view_switch" data-view-switch-cookie="shop_session"></div>
  <div class="bars_top"></div>
  <div class="cop_delivery__calendar"><div class="vanilla-calendar"></div></div>
  ${everyMarker()}`;

let handle: BootHandle | undefined;
const PAGE = '<div id="container" class="projector_page"><div id="layout"><aside id="page_aside"><div id="zone_box"></div></aside></div></div>';

beforeEach(() => {
  mounted.length = 0;
  document.documentElement.className = '';
  document.body.innerHTML = PAGE;
});
afterEach(() => {
  handle?.stop();
  handle = undefined;
});

/** Islands claimed on elements of `root` (any state attribute the entry writes). */
function claimedIn(root: Element): string[] {
  const out: string[] = [];
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attr of Array.from(el.attributes)) {
      if (attr.name.startsWith('data-storefront-') && attr.name !== INSERTED_ATTR) out.push(`${el.localName}#${el.id}.${el.className} ${attr.name}`);
    }
  }
  return out;
}

/**
 * Every chance to claim has passed: a claim writes its state attribute at once, in the observer's
 * callback (a microtask after the insert) or in the first scan (tasks queued at boot); a task queued
 * now runs after both. What is not claimed by then is never mounted.
 */
const settle = firstScan;

// Heavy for real: the whole registry's markers through jsdom and DOMPurify (twice in a test), and up to
// ~80 containers claimed and mounted one turn at a time. 0.3–0.6 s a test on an idle machine, 4 s seen
// at 8× oversubscription; nothing here waits on a clock (the claims are checked after the first scan).
describe('islands never mount from inserted server HTML', { timeout: 20_000 }, () => {
  it('control: the same markup put in raw (not through the sanitizer) is claimed by many islands', async () => {
    handle = boot(entries);
    const zone = document.getElementById('zone_box')!;
    zone.append(document.createRange().createContextualFragment(GADGETS));
    await settle();
    const claimed = claimedIn(zone);
    expect(claimed.some((c) => c.includes('data-storefront-partial-load'))).toBe(true);
    expect(claimed.some((c) => c.includes('data-storefront-passkey-sign-in'))).toBe(true);
    expect(claimed.some((c) => c.includes('data-storefront-dropdown'))).toBe(true);
    // And claimed means mounted, in time (the islands take turns: the first one in the zone will do).
    await untilDom(() => mounted.some((el) => zone.contains(el)));
  });

  it('sanitized HTML inserted after boot (a hotspot zone, a snippet) mounts nothing, whatever markers it carries', async () => {
    handle = boot(entries);
    const zone = document.getElementById('zone_box')!;
    zone.replaceChildren(sanitizeToFragment(GADGETS, { caller: 'hotspots' }));
    // A snippet appended to <body> (bulk), as a toplayer or widget is.
    document.body.append(sanitizeToFragment(GADGETS, { caller: 'bulk (snippet, body_bottom)' }));
    await settle();
    const inserted = Array.from(document.querySelectorAll(`[${INSERTED_ATTR}]`));
    expect(inserted.length).toBeGreaterThan(10);
    for (const root of inserted) expect(claimedIn(root)).toEqual([]);
    expect(mounted.filter((el) => el.closest(`[${INSERTED_ATTR}]`))).toEqual([]);
    // Nothing that places or configures an island is left in it.
    expect(document.querySelector(`[${INSERTED_ATTR}] [data-partial], [${INSERTED_ATTR}] [data-island], [${INSERTED_ATTR}][data-island]`)).toBeNull();
    expect(document.querySelector('[data-partial-regions]')).toBeNull();
  });

  it('an injected <a data-partial> and <div data-island> never mount, even with the attributes put back', async () => {
    handle = boot(entries);
    const zone = document.getElementById('zone_box')!;
    zone.replaceChildren(sanitizeToFragment('<div class="hotspot"><span>tiles</span></div>', { caller: 'hotspots' }));
    const box = zone.querySelector('.hotspot')!;
    // Whatever gets markers in later (here written by hand) stays inside an inserted subtree.
    box.insertAdjacentHTML('beforeend', '<div data-partial-regions="#x"><a data-partial href="/p.html">x</a></div><div data-island="partial-load"></div>');
    await settle();
    expect(claimedIn(zone)).toEqual([]);
    expect(mounted.filter((el) => zone.contains(el))).toEqual([]);
  });

  it('inserted content moved later with its page block (mobile-grid, a swap) is still not scanned into islands', async () => {
    handle = boot(entries);
    const zone = document.getElementById('zone_box')!;
    zone.replaceChildren(sanitizeToFragment(GADGETS, { caller: 'hotspots' }));
    await settle();
    // The page block holding the zone is moved (the observer sees it added again).
    document.getElementById('container')!.append(document.getElementById('page_aside')!);
    handle.scan(document);
    await settle();
    for (const root of Array.from(zone.querySelectorAll(`[${INSERTED_ATTR}]`))) expect(claimedIn(root)).toEqual([]);
    expect(mounted.filter((el) => zone.contains(el))).toEqual([]);
  });

  it('a part moved out of its insert on its own (the modal, a portal, a swap) is still never claimed', async () => {
    handle = boot(entries);
    const zone = document.getElementById('zone_box')!;
    zone.replaceChildren(
      sanitizeToFragment(`<div class="widget"><a href="#b">b</a><div id="b" data-modal hidden><div id="projector_instalments"><a class="projector_instalments__item" data-window="window.__x=1;">r</a></div>${GADGETS}</div></div>`, {
        caller: 'bulk (widget)',
      }),
    );
    await settle();
    // The modal moves the body into its dialog, a portal into body, a swap into another region: outside the insert.
    const body = zone.querySelector('#b')!;
    const dialog = document.createElement('div');
    document.body.append(dialog);
    dialog.append(body);
    await settle();
    handle.scan(document);
    await settle();
    expect(body.hasAttribute(INSERTED_ATTR)).toBe(true);
    expect(claimedIn(body)).toEqual([]);
    expect(mounted.filter((el) => body.contains(el))).toEqual([]);
    dialog.remove();
  });

  it("the page's own markers, and those added later by the page (a partial load's regions), still mount", async () => {
    document.getElementById('zone_box')!.innerHTML = '<div data-partial-regions="#content"></div>';
    handle = boot(entries);
    const late = document.createElement('select');
    late.setAttribute('data-dropdown', '');
    document.getElementById('container')!.append(late);
    const regions = document.querySelector('[data-partial-regions]')!;
    await Promise.all([untilMounted(late, 'dropdown'), untilMounted(regions, 'partial-load')]);
    expect(mounted).toContain(late);
    expect(mounted).toContain(regions);
  });
});
