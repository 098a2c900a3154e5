/**
 * "Never worse than the server's own HTML": a page with every island on is compared with the
 * same page, same context and size, with our script blocked. What the shopper's assistive technology
 * gets from the accessibility tree (Chromium's own, CDP `Accessibility.getFullAXTree`) and what the
 * shopper reads (`innerText`) may gain, never lose:
 *
 * - a name: every name the server's page has is still there, as often, whatever the role now (a link
 *   named only by its title that comes back nameless loses it; a textbox that becomes the APG combobox
 *   with the same name does not);
 * - a description: every (role, name, description) likewise;
 * - a text: every line of the server page's innerText is still read, as often;
 * - a state that contradicts what is shown (checked on the islands' page): aria-expanded="false" on a
 *   control whose aria-controls is on screen, "true" with it hidden; aria-disabled="true" on a control
 *   painted like an enabled one.
 *
 * A change an island makes on purpose (a select that becomes the APG combobox, a figure the shop's
 * answer corrects) is listed with its reason in INTENDED (e2e/never-worse-intended.ts), as
 * e2e/needs-review.ts lists axe's needs-review kinds; everything else that is lost fails.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { timed } from './harness';
import { INTENDED, type Loss } from './never-worse-intended';

export interface AxEntry {
  role: string;
  name: string;
  description: string;
  /** Where on the page it is: the ids of the node's ancestors with one (itself included), outermost first, joined by '/'. */
  zone: string;
}

export interface Snapshot {
  /** Named nodes of the accessibility tree (not ignored). */
  ax: AxEntry[];
  /** The lines of document.body.innerText, whitespace folded. */
  text: string[];
  /** Where each line is read, once per time it is read: the id paths (as AxEntry.zone) of the elements that hold it (the server's page only). */
  textZones?: Map<string, string[]>;
}

interface DomNode {
  backendNodeId: number;
  nodeType: number;
  attributes?: string[];
  children?: DomNode[];
  contentDocument?: DomNode;
  shadowRoots?: DomNode[];
}

/** backendNodeId → the ids of the node's elements with one, outermost first ('container/footer/footer_links/…'), from the whole DOM in one call. */
function zones(root: DomNode): Map<number, string> {
  const out = new Map<number, string>();
  const walk = (node: DomNode, zone: string): void => {
    let here = zone;
    const attrs = node.attributes ?? [];
    for (let i = 0; i < attrs.length; i += 2) if (attrs[i] === 'id' && attrs[i + 1]) here = here ? `${here}/${attrs[i + 1]}` : attrs[i + 1]!;
    out.set(node.backendNodeId, here);
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child, here);
  };
  walk(root, '');
  return out;
}

/** Roles whose names are the text itself (the innerText comparison has them) or the page. */
const TEXT_ROLES = new Set(['StaticText', 'InlineTextBox', 'LineBreak', 'RootWebArea', 'WebArea', 'ListMarker']);

const fold = (s: string): string => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/**
 * `server`: the server's page, whose losses are located (the whole DOM's ids and each line's element);
 * the islands' page needs neither, only what it has.
 */
export const snapshot = (page: Page, { server = false } = {}): Promise<Snapshot> => timed(server ? 'server snapshot' : 'snapshot', () => snapshotNow(page, server));
async function snapshotNow(page: Page, server: boolean): Promise<Snapshot> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const where = server ? zones(((await cdp.send('DOM.getDocument', { depth: -1 })) as { root: DomNode }).root) : new Map<number, string>();
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{ ignored?: boolean; role?: { value?: string }; name?: { value?: string }; description?: { value?: string }; backendDOMNodeId?: number }>;
    };
    const ax: AxEntry[] = [];
    for (const n of nodes) {
      if (n.ignored) continue;
      const role = String(n.role?.value ?? '');
      const name = fold(String(n.name?.value ?? ''));
      const description = fold(String(n.description?.value ?? ''));
      if (TEXT_ROLES.has(role) || (!name && !description)) continue;
      ax.push({ role, name, description, zone: (n.backendDOMNodeId && where.get(n.backendDOMNodeId)) || '' });
    }
    // Chromium keeps an accessibility tree up to date while the domain is on: off again, so the rest of
    // the sweep (every later DOM change, axe) does not pay for it.
    await cdp.send('Accessibility.disable');
    const text = (await page.evaluate(() => document.body.innerText)).split('\n').map(fold).filter(Boolean);
    if (!server) return { ax, text };
    const pairs = await page.evaluate(() => {
      const f = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
      const lines = (el: HTMLElement) => {
        const m = new Map<string, number>();
        for (const line of el.innerText.split('\n').map(f).filter(Boolean)) m.set(line, (m.get(line) ?? 0) + 1);
        return m;
      };
      // Each element with an id (and the body) counts the lines read inside it, less those of its
      // nearest descendants with an id: each line read on the page is counted once, where it is.
      // (An element not rendered returns its textContent as innerText, which the page does not read.)
      const holders = [document.body, ...[...document.querySelectorAll<HTMLElement>('body [id]')].filter((el) => el.checkVisibility({ visibilityProperty: true }))];
      const all = new Map(holders.map((el) => [el, lines(el)] as const));
      const own = new Map(holders.map((el) => [el, new Map(all.get(el))] as const));
      for (const el of holders) {
        if (el === document.body) continue;
        const parent = el.parentElement?.closest<HTMLElement>('[id]');
        const mine = (parent && own.get(parent)) || own.get(document.body)!;
        for (const [line, n] of all.get(el)!) mine.set(line, (mine.get(line) ?? 0) - n);
      }
      const path = (el: Element) => {
        const ids: string[] = [];
        for (let at: Element | null = el; at; at = at.parentElement) if (at.id) ids.unshift(at.id);
        return ids.join('/');
      };
      const out: Array<[string, string[]]> = [];
      const byLine = new Map<string, string[]>();
      for (const [el, m] of own) for (const [line, n] of m) for (let i = 0; i < n; i++) (byLine.get(line) ?? byLine.set(line, []).get(line)!).push(path(el));
      for (const entry of byLine) out.push(entry);
      return out;
    });
    return { ax, text, textZones: new Map(pairs) };
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** The same page in the same context with our script (the entry and its chunks) blocked. */
export const serverSnapshot = (context: BrowserContext, url: string): Promise<Snapshot> => timed('server page', () => serverSnapshotNow(context, url));
async function serverSnapshotNow(context: BrowserContext, url: string): Promise<Snapshot> {
  const page = await context.newPage();
  try {
    await page.route(/\/(storefront\.js|chunks\/)/, (route) => route.abort('blockedbyclient'));
    await page.goto(url, { waitUntil: 'load' });
    return await snapshot(page, { server: true });
  } finally {
    await page.close();
  }
}

function counts<T>(items: T[], key: (t: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const it of items) m.set(key(it), (m.get(key(it)) ?? 0) + 1);
  return m;
}

/**
 * Lost: what the server page had more often than the islands' page. Each loss carries where the server's
 * page had every occurrence of it (`zones`) and how many are gone (`lost`).
 */
export function losses(server: Snapshot, now: Snapshot): Loss[] {
  const out: Loss[] = [];
  // Names whatever the role: a role an island changes (a link that becomes a radio in its group, a
  // textbox that becomes a combobox) keeps what it is called. Descriptions whatever they describe.
  const nowNamed = counts(now.ax.filter((e) => e.name), (e) => e.name);
  for (const [name, n] of counts(server.ax.filter((e) => e.name), (e) => e.name)) {
    const left = nowNamed.get(name) ?? 0;
    if (left >= n) continue;
    const all = server.ax.filter((e) => e.name === name);
    out.push({ kind: 'name', role: all[0]!.role, value: name, zones: all.map((e) => e.zone), lost: n - left });
  }
  const nowDescribed = counts(now.ax.filter((e) => e.description), (e) => e.description);
  for (const [description, n] of counts(server.ax.filter((e) => e.description), (e) => e.description)) {
    const left = nowDescribed.get(description) ?? 0;
    if (left >= n) continue;
    const all = server.ax.filter((e) => e.description === description);
    out.push({ kind: 'description', role: all[0]!.role, value: description, of: all[0]!.name, zones: all.map((e) => e.zone), lost: n - left });
  }
  const nowText = counts(now.text, (t) => t);
  for (const [line, n] of counts(server.text, (t) => t)) {
    const left = nowText.get(line) ?? 0;
    if (left < n) out.push({ kind: 'text', role: '', value: line, zones: server.textZones?.get(line) ?? [''], lost: n - left });
  }
  return out;
}

/**
 * The losses no reviewed entry explains, for this page, width and state: a loss is explained when
 * entries cover at least as many of its occurrences (by where the server's page had them) as are gone.
 */
export function unexplained(file: string, width: number, state: string, lost: Loss[]): Loss[] {
  const covers = (l: Loss, zone: string) =>
    INTENDED.some(
      (i) =>
        i.kind === l.kind &&
        (!i.pages || i.pages.test(file)) &&
        (!i.widths || i.widths.includes(width)) &&
        (!i.states || i.states.test(state)) &&
        (!i.role || i.role === l.role) &&
        (!i.zone || i.zone.test(zone)) &&
        i.value.test(l.value),
    );
  return lost.filter((l) => l.zones.filter((z) => covers(l, z)).length < l.lost);
}

/**
 * States that contradict what is shown, on the islands' page: an expanded state whose controlled element
 * is not as it says, an aria-disabled control painted as an enabled one.
 */
export async function contradictions(page: Page): Promise<string[]> {
  return timed('contradictions', () => page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element) => (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? el.getClientRects().length > 0;
    const label = (el: Element) => `${el.localName}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    for (const el of document.querySelectorAll('[aria-expanded][aria-controls]')) {
      if (!shown(el)) continue;
      const ids = (el.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean);
      const targets = ids.map((id) => document.getElementById(id)).filter((t): t is HTMLElement => !!t);
      if (!targets.length) continue;
      const open = targets.some(shown);
      const says = el.getAttribute('aria-expanded') === 'true';
      // A combobox's popup may be empty-and-hidden or shown-with-nothing: its listbox's visibility is the state.
      if (says !== open) out.push(`${label(el)} says aria-expanded="${says}" while ${ids.join(' ')} is ${open ? 'shown' : 'hidden'}`);
    }
    for (const el of document.querySelectorAll('[data-island-root] :is(button, a, [role=button])[aria-disabled="true"]')) {
      if (!shown(el)) continue;
      const style = getComputedStyle(el);
      const dimmed = Number(style.opacity) < 1 || style.cursor === 'not-allowed' || /GrayText|rgb\(109, 109, 109\)/i.test(style.color);
      if (!dimmed) out.push(`${label(el)} is aria-disabled but painted as enabled (opacity ${style.opacity}, cursor ${style.cursor})`);
    }
    return out;
  }));
}

export function describeLoss(l: Loss): string {
  const where = [...new Set(l.zones.filter(Boolean))];
  const at = where.length ? ` in ${where.join(' | ')}` : '';
  if (l.kind === 'name') return `name lost: ${l.role} "${l.value}"${at}`;
  if (l.kind === 'description') return `description lost: ${l.role} "${l.of}" described "${l.value}"${at}`;
  return `text lost: "${l.value}"${at}`;
}
