import { describe, expect, it } from 'vitest';
import { prepareWaiting } from './prepare';

describe('prepareWaiting', () => {
  it('makes a waiting live search’s field the collapsed APG combobox, and nothing else', () => {
    document.body.innerHTML = `
      <form id="menu_search" data-storefront-live-search="waiting"><input id="a" class="menu_search__input" name="text"></form>
      <form id="other" data-storefront-live-search="mounted"><input id="b" name="text"></form>
      <form id="theirs" data-storefront-live-search="waiting"><input id="c" name="text" role="searchbox"></form>
      <form id="none"><input id="d" name="text"></form>`;
    prepareWaiting(document);
    const attrs = (id: string) => ['role', 'aria-expanded', 'aria-autocomplete'].map((n) => document.getElementById(id)!.getAttribute(n));
    expect(attrs('a')).toEqual(['combobox', 'false', 'list']);
    // Mounted (the island owns it), a role of the theme's own, a container never claimed: left alone.
    expect(attrs('b')).toEqual([null, null, null]);
    expect(attrs('c')).toEqual(['searchbox', null, null]);
    expect(attrs('d')).toEqual([null, null, null]);
  });
});
