// Test helper: a sample page's form as the server sends it, inside its page container, and the
// form-validator island woken on it through the real registry (it waits for the shopper's first intent).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { vi } from 'vitest';
import { mountProductIslands } from '../../fixtures/product-page';
import { untilIslandState } from '../../fixtures/island-state';
import { server } from '../../fixtures/mock-shop/server';

export type FormSample = 'place-order' | 'client-new' | 'signin';

const CONTAINER: Record<FormSample, string> = {
  'place-order': 'place-order_page',
  'client-new': 'client-new_page registration_page',
  signin: 'signin_page',
};

/** The sample's <main> content (its forms) as the server rendered it. */
export function sampleMain(page: FormSample): string {
  const html = readFileSync(resolve(import.meta.dirname, '../../html-samples', `${page}.html`), 'utf8');
  const start = html.indexOf('<main id="content"');
  const end = html.indexOf('</main>', start);
  return html.slice(start, end + '</main>'.length);
}

export function loadFormPage(page: FormSample, edit: (html: string) => string = (h) => h): void {
  document.body.innerHTML = `<div id="container" class="${CONTAINER[page]}">${edit(sampleMain(page))}</div>`;
}

/** Boots the island through the real registry and gives every form it waits on the shopper's first intent. */
export async function mountValidator(formSelector = 'form.cop'): Promise<HTMLFormElement> {
  const form = document.querySelector<HTMLFormElement>(formSelector);
  if (!form) throw new Error(`mountValidator: no ${formSelector} on the page`);
  const settled = mountProductIslands(['form-validator']);
  // Claimed by the first scan (every form of the entry at once).
  await untilIslandState(form, 'form-validator', ['waiting']);
  document.querySelectorAll('[data-storefront-form-validator="waiting"]').forEach((el) => el.dispatchEvent(new Event('pointerover', { bubbles: true })));
  await settled;
  return form;
}

/** Every request the mock shop sees, in order (method, path + query, body text). */
export function recordRequests(): Array<{ method: string; url: string; body: string }> {
  const log: Array<{ method: string; url: string; body: string }> = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    log.push({ method: request.method, url: url.pathname + url.search, body });
  });
  return log;
}

/**
 * The browser's requestSubmit without happy-dom's navigation: the submit event is dispatched (so the
 * island sees its own re-submit), and an uncancelled one is recorded as the native post.
 */
export function interceptNativeSubmit(): string[] {
  const posted: string[] = [];
  const post = (form: HTMLFormElement) => {
    posted.push(form.getAttribute('action') ?? '');
    for (const w of [...postWaiters]) {
      if (posted.length < w.count) continue;
      postWaiters.delete(w);
      w.resolve();
    }
  };
  postWaiters.clear();
  vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(function (this: HTMLFormElement, submitter?: HTMLElement | null) {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submitter ?? null });
    if (this.dispatchEvent(event)) post(this);
  });
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    post(this);
  });
  lastPosted = posted;
  return posted;
}

const postWaiters = new Set<{ count: number; resolve: () => void }>();
let lastPosted: string[] = [];
/** Resolves once interceptNativeSubmit() has recorded `count` native posts in this test. */
export function untilPosted(count: number): Promise<void> {
  const posted = lastPosted;
  return posted.length >= count ? Promise.resolve() : new Promise((done) => void postWaiters.add({ count, resolve: done }));
}
