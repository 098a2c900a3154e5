// The active option is kept in view of the open list: instantly under reduced motion ('auto' would
// follow a theme's CSS scroll-behavior: smooth), the page's own behaviour otherwise.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { mountWoken } from '../../fixtures/header-page';
import { stubReducedMotion } from '../../fixtures/reduced-motion';

const FORM = `<form id="cop_form" action="/order1.php" method="post"><div class="f-group">
  <select id="client_region" class="f-select" name="client_region" data-dropdown>
    <option value="PL">Polska</option><option value="CZ">Czechy</option>
  </select>
  <label class="f-label" for="client_region">Kraj</label>
</div></form>`;

describe('<Dropdown> and reduced motion', () => {
  it.each([
    [true, 'instant'],
    [false, 'auto'],
  ] as const)('reduce %s: the active option scrolls in with behavior %s', async (reduce, behavior) => {
    stubReducedMotion(reduce);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    document.body.innerHTML = `<div id="container" class="place-order_page">${FORM}</div>`;
    await mountWoken(['dropdown'], () => document.querySelector('select[data-dropdown]'));
    const combo = screen.getByRole('combobox', { name: 'Kraj' });
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest', behavior });
    expect(scroll.mock.calls.every(([arg]) => (arg as ScrollIntoViewOptions).behavior === behavior)).toBe(true);
  });
});
