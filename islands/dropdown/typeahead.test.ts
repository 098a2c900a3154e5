import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { edgeIndex, findMatch, moveIndex, type TypeaheadOption } from './typeahead';

const opts = (...labels: string[]): TypeaheadOption[] => labels.map((l) => ({ label: l.replace(/^!/, ''), disabled: l.startsWith('!') }));
const countries = opts('!Wybierz kraj', 'Polska', 'Czechy', '!Niemcy', 'Słowacja', 'Chorwacja', 'Ćmielów');

describe('findMatch', () => {
  it('finds the next enabled option starting with the typed text, wrapping around', () => {
    expect(findMatch(countries, 'p', 0)).toBe(1);
    expect(findMatch(countries, 'c', 1)).toBe(2);
    expect(findMatch(countries, 'CH', 1)).toBe(5);
    expect(findMatch(countries, 's', 5)).toBe(4);
    expect(findMatch(countries, 'ć', 0)).toBe(6);
    expect(findMatch(countries, 'x', 0)).toBe(-1);
  });

  it('skips disabled options', () => {
    expect(findMatch(countries, 'n', 0)).toBe(-1);
    expect(findMatch(countries, 'w', 1)).toBe(-1);
  });

  it('cycles through options with one repeated letter and stays put while more of the label is typed', () => {
    expect(findMatch(countries, 'c', 2)).toBe(5);
    expect(findMatch(countries, 'cc', 2)).toBe(5);
    expect(findMatch(countries, 'ccc', 5)).toBe(2);
    expect(findMatch(countries, 'cz', 2)).toBe(2);
  });

  it('only ever lands on an enabled option whose label starts with the search', () => {
    const option = fc.record({ label: fc.string({ maxLength: 6 }), disabled: fc.boolean() });
    fc.assert(
      fc.property(fc.array(option, { maxLength: 12 }), fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: -1, max: 12 }), (options, search, current) => {
        const hit = findMatch(options, search, Math.min(current, options.length - 1));
        if (hit === -1) return;
        const label = options[hit]!.label.trim().toLocaleLowerCase();
        const q = search.trim().toLocaleLowerCase();
        expect(options[hit]!.disabled).toBe(false);
        expect(label.startsWith(q) || label.startsWith(q[0]!)).toBe(true);
      }),
    );
  });

  it('finds a match whenever an enabled option starts with the search', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ label: fc.stringMatching(/^[a-c]{1,4}$/), disabled: fc.boolean() }), { minLength: 1, maxLength: 10 }), fc.stringMatching(/^[a-c]{1,2}$/), (options, search) => {
        const any = options.some((o) => !o.disabled && o.label.startsWith(search));
        if (any) expect(findMatch(options, search, -1)).not.toBe(-1);
      }),
    );
  });
});

describe('moveIndex and edgeIndex', () => {
  it('moves over disabled options and stops at the ends', () => {
    expect(moveIndex(countries, 2, 1)).toBe(4);
    expect(moveIndex(countries, 4, -1)).toBe(2);
    expect(moveIndex(countries, 1, -1)).toBe(1);
    expect(moveIndex(countries, 6, 1)).toBe(6);
    expect(moveIndex(countries, 1, 10)).toBe(6);
    expect(moveIndex(countries, 6, -10)).toBe(1);
    expect(edgeIndex(countries, 'first')).toBe(1);
    expect(edgeIndex(countries, 'last')).toBe(6);
    expect(edgeIndex(opts('!a', '!b'), 'first')).toBe(-1);
  });

  it('never lands on a disabled option', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), fc.nat(11), fc.integer({ min: -12, max: 12 }), (disabled, from, step) => {
        const options = disabled.map((d) => ({ label: 'x', disabled: d }));
        const i = moveIndex(options, Math.min(from, options.length - 1), step);
        if (i !== -1) expect(options[i]!.disabled).toBe(false);
        else expect(disabled.every(Boolean)).toBe(true);
      }),
    );
  });
});
