import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HotspotsShapeError, parseHotspotsReply } from './api';

describe('parseHotspotsReply', () => {
  const ids = ['z1', 'z2', 'z3'];

  it('maps each requested zone to its HTML; missing, null and false read as empty', () => {
    const r = parseHotspotsReply({ z1: '<p>a</p>', z2: null, other: 'x' }, ids);
    expect([...r]).toEqual([
      ['z1', '<p>a</p>'],
      ['z2', ''],
      ['z3', ''],
    ]);
    expect(parseHotspotsReply({ z1: false }, ['z1']).get('z1')).toBe('');
  });

  it.each([
    ['an array', ['<p>'] as unknown],
    ['null', null],
    ['a string', '<p>a</p>'],
    ['a number', 3],
    ['the mock\'s wrong shape', { unexpected: true }],
    ['a zone with an object', { z1: { html: '<p>' } }],
    ['a zone with a number', { z1: 5 }],
  ])('rejects %s as the wrong shape', (_what, data) => {
    expect(() => parseHotspotsReply(data, ids)).toThrow(HotspotsShapeError);
  });

  it('property: any object of strings gives exactly the requested ids, each with its string or ""', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 })), fc.array(fc.string({ maxLength: 8 }), { maxLength: 6 }), (reply, wanted) => {
        const r = parseHotspotsReply(reply, wanted);
        expect([...r.keys()]).toEqual([...new Set(wanted)]);
        for (const id of wanted) expect(r.get(id)).toBe(Object.hasOwn(reply, id) ? reply[id] : '');
      }),
    );
  });
});
