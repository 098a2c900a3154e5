import { describe, expect, it, vi } from 'vitest';
import liveSearchJob from './job';

const ctx = { pageType: null, view: () => 1 as const, wake: vi.fn() };

describe('the live search’s load job', () => {
  it('makes the field the collapsed APG combobox, and leaves a role of the theme’s own alone', () => {
    document.body.innerHTML = `
      <form id="menu_search"><input id="a" class="menu_search__input" name="text"></form>
      <form id="theirs"><input id="c" name="text" role="searchbox"></form>
      <form id="empty"></form>`;
    for (const id of ['menu_search', 'theirs', 'empty']) liveSearchJob(document.getElementById(id)!, ctx);
    const attrs = (id: string) => ['role', 'aria-expanded', 'aria-autocomplete'].map((n) => document.getElementById(id)!.getAttribute(n));
    expect(attrs('a')).toEqual(['combobox', 'false', 'list']);
    expect(attrs('c')).toEqual(['searchbox', null, null]);
    // Nothing to wake: the island waits for the shopper.
    expect(ctx.wake).not.toHaveBeenCalled();
  });
});
