import { afterEach, describe, expect, it } from 'vitest';
import { INSERTED_ATTR, isInserted, ownById, ownQuery } from './own';

afterEach(() => document.body.replaceChildren());

/** A body_top snippet first (as the bulk call inserts it), then the page's own markup. */
function writeInsertedFirst(): void {
  document.body.innerHTML =
    `<div ${INSERTED_ATTR}><input id="projector_size_hidden" value="evil"><span class="price" ${INSERTED_ATTR}>0</span></div>` +
    '<form><input id="projector_size_hidden" value="M"><span class="price">99</span></form>';
}

describe('the page\'s own elements (id shadowing)', () => {
  it('ownById passes over an inserted copy that comes first', () => {
    writeInsertedFirst();
    expect(document.getElementById('projector_size_hidden')?.getAttribute('value')).toBe('evil');
    expect(ownById<HTMLInputElement>(document, 'projector_size_hidden')?.value).toBe('M');
  });

  it('ownQuery passes over inserted matches, at any depth', () => {
    writeInsertedFirst();
    expect(ownQuery(document, '.price')?.textContent).toBe('99');
    expect(ownQuery(document, '.missing')).toBeNull();
  });

  it('an element only inserted HTML has is not the page\'s', () => {
    document.body.innerHTML = `<div ${INSERTED_ATTR}><div id="storefront-texts"></div></div>`;
    expect(ownById(document, 'storefront-texts')).toBeNull();
    expect(isInserted(document.getElementById('storefront-texts')!)).toBe(true);
  });

  it('an id with quotes or backslashes is looked up as written', () => {
    document.body.innerHTML = `<i ${INSERTED_ATTR} id='a"b\\c'></i><i id='a"b\\c' class="own"></i>`;
    expect(ownById(document, 'a"b\\c')?.className).toBe('own');
  });
});
