/**
 * axe once per distinct page state. axe's verdict is a function of what the page is when it runs: the DOM
 * (open shadow roots included), the style sheets' rules, the form controls' state, the focus, every
 * element's box, the window's size and scroll, and the media features. `stateKey` hashes all of these in
 * the page; two checks with the same key get the same verdict, so the second takes the first's.
 *
 * The builds' runs share the verdicts (scripts/browser-tests.mjs gives both the same folder,
 * STOREFRONT_AXE_VERDICTS): where the lean build renders a state exactly as the React build did, axe runs
 * once for both, and a check that finds the other build running axe on its state waits for that verdict.
 * Every check is logged with its key, so the run ends with the list of states the two renderers left
 * different (scripts/axe-equivalence.mjs).
 */
import { appendFileSync, existsSync, mkdirSync, openSync, closeSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { CHUNK_HASH_LENGTH } from '../../scripts/chunk-names.mjs';

const BUILD = process.env.STOREFRONT_OUT_DIR?.includes('lean') ? 'lean' : 'react';
const DIR = process.env.STOREFRONT_AXE_VERDICTS;
/** How long a check waits for the other build's verdict on the same state before running axe itself. */
const WAIT_FOR_OTHER_MS = 30_000;

/**
 * The page's state as axe reads it, hashed (SHA-256, hex). Chunk names lose their content hash (the
 * builds name the same module differently) and local addresses their port (each build and worker has its own
 * preview); everything else is taken as it is. With STOREFRONT_AXE_DUMP=1 the text hashed is written beside
 * the verdicts (<key>.<build>.txt), to see what two states that should be one differ in.
 */
export async function stateKey(page: Page): Promise<string> {
  const { key, text: hashedText } = await page.evaluate(async (hashLength) => {
    const roots: ShadowRoot[] = [];
    const collect = (root: ParentNode) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) {
          roots.push(el.shadowRoot);
          collect(el.shadowRoot);
        }
      }
    };
    collect(document);
    // The tree as axe reads it: elements with their attributes (in any order: React and Preact write them in
    // different orders), text (adjacent text nodes as one), open shadow roots and template contents. An input's
    // `value` attribute is left to its live value below, except where axe reads the attribute (buttons' names).
    const parts: string[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push(`#${text}`);
      text = '';
    };
    const serialize = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        text += (node as Text).data;
        return;
      }
      if (!(node instanceof Element)) return;
      flush();
      const attrs = Array.from(node.attributes)
        .filter((a) => !(a.name === 'value' && node instanceof HTMLInputElement && !/^(button|submit|reset|image)$/.test(node.type)))
        .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
        .sort();
      parts.push(`<${node.localName} ${attrs.join(' ')}>`);
      if (node.shadowRoot) {
        parts.push('#shadow-root');
        node.shadowRoot.childNodes.forEach(serialize);
        flush();
      }
      (node instanceof HTMLTemplateElement ? node.content : node).childNodes.forEach(serialize);
      flush();
      parts.push(`</${node.localName}>`);
    };
    serialize(document.documentElement);
    const elements = [document, ...roots].flatMap((root) => Array.from(root.querySelectorAll('*')));
    const round = (n: number) => Math.round(n * 10) / 10;
    elements.forEach((el, i) => {
      const r = el.getBoundingClientRect();
      let line = `${i} ${round(r.x)},${round(r.y)},${round(r.width)},${round(r.height)}`;
      if (el.scrollTop || el.scrollLeft) line += ` scroll ${el.scrollTop},${el.scrollLeft}`;
      if (el instanceof HTMLInputElement) line += ` input ${JSON.stringify(el.value)} ${el.checked} ${el.indeterminate}`;
      else if (el instanceof HTMLTextAreaElement) line += ` textarea ${JSON.stringify(el.value)}`;
      else if (el instanceof HTMLSelectElement) line += ` select ${el.selectedIndex}`;
      else if (el instanceof HTMLImageElement) line += ` img ${el.complete} ${el.naturalWidth}×${el.naturalHeight}`;
      else if (el instanceof HTMLIFrameElement) {
        try {
          line += ` frame ${el.contentDocument?.documentElement?.outerHTML ?? ''}`;
        } catch {
          line += ' frame (other origin)';
        }
      }
      parts.push(line);
    });
    let focused: Element | null = document.activeElement;
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
    parts.push(`focus ${focused ? elements.indexOf(focused) : -1} ${document.hasFocus()}`);
    const sheets = [...Array.from(document.styleSheets), ...document.adoptedStyleSheets, ...roots.flatMap((r) => [...Array.from(r.styleSheets), ...r.adoptedStyleSheets])];
    for (const sheet of sheets) {
      try {
        parts.push(`sheet ${sheet.disabled} ${sheet.media.mediaText} ${Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n')}`);
      } catch {
        parts.push(`sheet (other origin) ${sheet.href}`);
      }
    }
    const media = ['(prefers-reduced-motion: reduce)', '(forced-colors: active)', '(prefers-color-scheme: dark)', '(prefers-contrast: more)', '(hover: hover)', '(pointer: coarse)'];
    parts.push(`window ${innerWidth}×${innerHeight} @${devicePixelRatio} scroll ${scrollX},${scrollY} ${media.map((m) => matchMedia(m).matches).join(',')} ${document.title}`);
    const hashed = parts
      .join('\n')
      .replace(new RegExp(`(/chunks/[\\w.-]+?)-[\\w-]{${hashLength}}\\.(js|css)\\b`, 'g'), '$1.$2')
      .replace(/(https?:\/\/(?:127\.0\.0\.1|localhost)):\d+/g, '$1:port');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(hashed));
    return { key: Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join(''), text: hashed };
  }, CHUNK_HASH_LENGTH);
  if (DIR && process.env.STOREFRONT_AXE_DUMP) writeFileSync(join(DIR, `${key}.${BUILD}.txt`), hashedText);
  return key;
}

interface Stored<T> {
  verdict: T;
  build: string;
  test: string;
}

/** Verdicts this process has seen, by state key. */
const seen = new Map<string, Stored<unknown>>();
/** Checks per test so far (the log's ordinal: the n-th axe check of a test is the same state on both builds). */
const ordinals = new Map<string, number>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function readStored<T>(file: string): Stored<T> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Stored<T>;
  } catch {
    return undefined;
  }
}

/**
 * The verdict for the state `key`: this build's or the other build's when it has already judged the very same
 * state (or is judging it now), else `run()`'s. Every check is logged (which test, which of its checks, the
 * key, who ran axe).
 */
export async function verdictFor<T>(key: string, run: () => Promise<T>): Promise<T> {
  const state = expect.getState();
  const test = `${(state.testPath ?? '').replace(/^.*\/e2e\//, 'e2e/')} › ${state.currentTestName ?? '(outside a test)'}`;
  const n = (ordinals.get(test) ?? 0) + 1;
  ordinals.set(test, n);
  const { stored, ran } = await lookUpOrRun(key, test, run);
  if (DIR) appendFileSync(join(DIR, `log-${BUILD}.jsonl`), `${JSON.stringify({ test, n, key, ran, from: ran ? null : `${stored.build}: ${stored.test}` })}\n`);
  return stored.verdict;
}

async function lookUpOrRun<T>(key: string, test: string, run: () => Promise<T>): Promise<{ stored: Stored<T>; ran: boolean }> {
  const mine = seen.get(key) as Stored<T> | undefined;
  if (mine) return { stored: mine, ran: false };
  if (!DIR) {
    const stored = { verdict: await run(), build: BUILD, test };
    seen.set(key, stored);
    return { stored, ran: true };
  }
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `${key}.json`);
  let stored = readStored<T>(file);
  if (!stored) {
    try {
      closeSync(openSync(join(DIR, `${key}.claim`), 'wx'));
    } catch {
      // The other build is judging this very state now: its verdict is this one's.
      for (let waited = 0; !stored && waited < WAIT_FOR_OTHER_MS; waited += 250) {
        await sleep(250);
        if (existsSync(file)) stored = readStored<T>(file);
      }
    }
    if (!stored) {
      stored = { verdict: await run(), build: BUILD, test };
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(stored));
      renameSync(tmp, file);
      seen.set(key, stored);
      return { stored, ran: true };
    }
  }
  seen.set(key, stored);
  return { stored, ran: false };
}
