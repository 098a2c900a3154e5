import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseValue, print } from 'graphql';
import { gqlAlias, gqlArgs, gqlEnum, gqlId, gqlString, gqlValue } from './gql-literal';

describe('GraphQL literals', () => {
  it('writes ids and numbers unquoted, text quoted, enum words bare', () => {
    expect(gqlArgs({ id: gqlId(123), size: 'uniw', quantity: 1, page: gqlEnum('projector'), skip: undefined })).toBe(
      'id: 123, size: "uniw", quantity: 1, page: projector',
    );
    expect(gqlValue([{ id: gqlId('77'), size: 'M' }])).toBe('[{ id: 77, size: "M" }]');
    expect(gqlValue({})).toBe('{  }');
    expect(gqlValue(gqlId('abc'))).toBe('"abc"');
  });

  it('escapes any text so the server reads back exactly what was typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const node = parseValue(gqlString(text));
        expect(node.kind).toBe('StringValue');
        expect((node as { value: string }).value).toBe(text);
      }),
    );
    expect(print(parseValue(gqlString('a"b\\c\n')))).toBe('"a\\"b\\\\c\\n"');
  });

  it('refuses what cannot be a literal', () => {
    expect(() => gqlEnum('zone 1')).toThrow(TypeError);
    expect(() => gqlValue(Number.NaN)).toThrow(TypeError);
  });

  it('makes aliases from ids', () => {
    expect(gqlAlias('client-email')).toBe('client_email');
    expect(gqlAlias('1zone')).toBe('_1zone');
  });
});
