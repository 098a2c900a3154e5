import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistryEntry } from '../mount/types';
import { listen } from '../../src/islands';
import { start as startWith } from './overlay';

const load = () => Promise.reject(new Error('not loaded in this test'));
const registry = [
  { name: 'mini-basket', selectors: ['#menu_basket'], trigger: 'interaction', load },
  { name: 'live-search', selectors: ['#menu_search'], trigger: 'interaction', load },
] as RegistryEntry[];

// As src/islands.ts starts it: listening to the console first.
const heard = listen();
const start = (entries: RegistryEntry[], failures: Array<{ name: string; message: string }> = []) => {
  heard.lines.length = 0;
  heard.failures.splice(0, heard.failures.length, ...failures);
  return startWith(entries, heard);
};

afterEach(() => {
  delete window.storefrontReport;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the debug overlay', () => {
  it('answers window.storefrontReport, keeps the console lines and the early failures, and prints the report once settled', async () => {
    document.body.innerHTML = `<div id="container" class="main_page">
      <div id="menu_basket" data-storefront-mini-basket="loading"></div>
      <div id="menu_search" data-storefront-live-search="failed"></div></div>`;
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const api = start(registry, [{ name: 'live-search', message: 'Error: chunk 404' }]);
    expect(window.storefrontReport).toBe(api);
    expect(startWith(registry, heard)).toBe(api);
    console.warn('[storefront:mini-basket] data-x="?" is not a number; using 1');
    console.warn('not ours');
    // Settles only once nothing has been loading for a while.
    setTimeout(() => document.getElementById('menu_basket')!.setAttribute('data-storefront-mini-basket', 'mounted'), 300);
    await api.ready();
    const { report, problems } = api.report();
    expect(report.entries.map((e) => `${e.name}:${e.containers[0]!.state}`)).toEqual(['mini-basket:mounted', 'live-search:failed']);
    expect(report.console).toEqual(['[storefront:mini-basket] data-x="?" is not a number; using 1']);
    // Its console line came before the overlay: the failure the entry announced stands in for it.
    expect(problems).toEqual(['live-search failed on #menu_search: storefront:island-failed: Error: chunk 404']);
    expect(report.css.checked).toBe(true);
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringMatching(/^\[storefront:debug\] 1 problem\(s\)\nStorefront report for /)));
  });

  it('outlines every claimed container with its name and state, and shows the report in a labelled panel', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    document.body.innerHTML = `<div id="container" class="main_page"><div id="menu_basket" data-storefront-mini-basket="waiting"></div></div>`;
    const api = start(registry);
    await api.ready();
    await vi.waitFor(() => expect(document.querySelector('[data-island-debug]')).not.toBeNull());
    expect([...document.querySelectorAll('[data-island-debug]')].map((o) => o.getAttribute('data-island-debug'))).toEqual(['mini-basket:waiting']);
    const panel = document.querySelector('section[aria-label="Storefront report"]')!;
    expect(panel.querySelector('summary')!.textContent).toBe('Storefront: 1 islands, 0 problem(s)');
    expect(panel.querySelector('pre')!.textContent).toContain('waiting   mini-basket on #menu_basket');
    // A pasted header is checked on demand.
    const field = panel.querySelector('textarea')!;
    expect(document.querySelector(`label[for="${field.id}"]`)).not.toBeNull();
    field.value = "require-trusted-types-for 'script'; trusted-types other";
    panel.querySelector('button')!.click();
    expect(panel.querySelector('summary')!.textContent).toBe('Storefront: 1 islands, 1 problem(s)');
    // A state that changes is outlined anew.
    document.getElementById('menu_basket')!.setAttribute('data-storefront-mini-basket', 'mounted');
    await vi.waitFor(() => expect(document.querySelector('[data-island-debug]')!.getAttribute('data-island-debug')).toBe('mini-basket:mounted'));
  });
});
