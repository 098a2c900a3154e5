import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataReader } from './data';

function reader(attrs: string) {
  document.body.innerHTML = `<div id="menu_search" ${attrs}></div>`;
  return dataReader(document.getElementById('menu_search')!, 'search');
}

let error: ReturnType<typeof vi.spyOn>;
const silence = () => (error = vi.spyOn(console, 'error').mockImplementation(() => {}));
const logged = () => String(error.mock.calls[0]?.[0]);

afterEach(() => vi.restoreAllMocks());

describe('dataReader', () => {
  it('returns defaults for absent attributes without logging', () => {
    silence();
    const read = reader('');
    expect(read.string('url', '/search.php')).toBe('/search.php');
    expect(read.number('min-length', 2)).toBe(2);
    expect(read.boolean('mobile', false)).toBe(false);
    expect(read.oneOf('mode', ['dropdown', 'fullscreen'], 'dropdown')).toBe('dropdown');
    expect(read.json('limits', { a: 1 }, (_v): _v is { a: number } => true)).toEqual({ a: 1 });
    expect(read.list('groups', ['products'])).toEqual(['products']);
    expect(error).not.toHaveBeenCalled();
  });

  it('reads strings as written, empty included', () => {
    const read = reader('data-url="/szukaj" data-label=""');
    expect(read.string('url', '/search.php')).toBe('/szukaj');
    expect(read.string('label', 'x')).toBe('');
  });

  it('reads numbers within their rule', () => {
    const read = reader('data-min-length="3" data-delay="500.5" data-limit=" 6 "');
    expect(read.number('min-length', 2, { min: 1, max: 10, integer: true })).toBe(3);
    expect(read.number('delay', 0)).toBe(500.5);
    expect(read.number('limit', 0, { integer: true })).toBe(6);
  });

  it.each<[string, string, Parameters<ReturnType<typeof dataReader>['number']>[2], string]>([
    ['data-limit="six"', 'limit', {}, 'data-limit="six" is not a number; using 4'],
    ['data-limit=""', 'limit', {}, 'data-limit="" is not a number; using 4'],
    ['data-limit="2.5"', 'limit', { integer: true }, 'data-limit="2.5" is not a whole number; using 4'],
    ['data-limit="0"', 'limit', { min: 1 }, 'data-limit="0" is not a number ≥ 1; using 4'],
    ['data-limit="99"', 'limit', { max: 12 }, 'data-limit="99" is not a number ≤ 12; using 4'],
    ['data-limit="Infinity"', 'limit', {}, 'data-limit="Infinity" is not a number; using 4'],
  ])('a bad number (%s) names the attribute and value', (attrs, name, rule, message) => {
    silence();
    expect(reader(attrs).number(name, 4, rule)).toBe(4);
    expect(error).toHaveBeenCalledOnce();
    expect(logged()).toBe(`[storefront:search] ${message}`);
  });

  it('reads booleans, presence meaning true', () => {
    const read = reader('data-a data-b="false" data-c="y" data-d="NO" data-e="1"');
    expect([read.boolean('a', false), read.boolean('b', true), read.boolean('c', false), read.boolean('d', true), read.boolean('e', false)])
      .toEqual([true, false, true, false, true]);
  });

  it('reports a bad boolean', () => {
    silence();
    expect(reader('data-fixed="maybe"').boolean('fixed', true)).toBe(true);
    expect(logged()).toBe('[storefront:search] data-fixed="maybe" is not true or false; using true');
  });

  it('reads one of a set of values, typed', () => {
    silence();
    const mode: 'single' | 'multiple' = reader('data-mode="multiple"').oneOf('mode', ['single', 'multiple'] as const, 'single');
    expect(mode).toBe('multiple');
    expect(reader('data-mode="ranged"').oneOf('mode', ['single', 'multiple'], 'single')).toBe('single');
    expect(logged()).toBe('[storefront:search] data-mode="ranged" is not one of single, multiple; using single');
  });

  it('reads JSON through a guard', () => {
    silence();
    const isIds = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number');
    expect(reader(`data-products='[1,2,3]'`).json('products', [], isIds)).toEqual([1, 2, 3]);
    expect(reader(`data-products='[1,'`).json('products', [], isIds)).toEqual([]);
    expect(logged()).toBe('[storefront:search] data-products="[1," is not valid JSON; using []');
    error.mockClear();
    expect(reader(`data-products='["a"]'`).json('products', [7], isIds)).toEqual([7]);
    expect(logged()).toBe('[storefront:search] data-products="["a"]" is not the expected JSON shape; using [7]');
  });

  it('reads lists with a separator', () => {
    expect(reader('data-ids="#menu_search, #menu_navbar,,"').list('ids', [])).toEqual(['#menu_search', '#menu_navbar']);
    expect(reader('data-products="1;2; 3"').list('products', [], ';')).toEqual(['1', '2', '3']);
    const def = ['x'];
    const out = reader('').list('ids', def);
    out.push('y');
    expect(def).toEqual(['x']);
  });

  it('clips very long values in messages', () => {
    silence();
    reader(`data-limit="${'9'.repeat(200)}x"`).number('limit', 1);
    expect(logged().length).toBeLessThan(140);
  });
});
