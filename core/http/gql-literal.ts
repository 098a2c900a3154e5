// GraphQL literals, the way the platform's own documents carry every argument (reference section 0):
// ids and quantities unquoted, text double-quoted and escaped, enum words bare. No variables: a real
// shop's documents never use them, so neither do ours. One serializer, so no island pastes raw text.

/** A bare enum word (`page: projector`, `mode: product`). Refuses anything that is not a GraphQL name. */
export class GqlEnum {
  constructor(readonly word: string) {
    if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(word)) throw new TypeError(`"${word}" is not a GraphQL enum word`);
  }
}

/** An id sent unquoted when it is all digits (`id: 123`), quoted otherwise. */
export class GqlId {
  constructor(readonly id: string | number) {}
}

export const gqlEnum = (word: string): GqlEnum => new GqlEnum(word);
export const gqlId = (id: string | number): GqlId => new GqlId(id);

/** A quoted GraphQL string: `"`, `\` and control characters escaped (JSON's escapes are GraphQL's). */
export function gqlString(text: string): string {
  return JSON.stringify(text);
}

/** Any value as a GraphQL literal. Objects skip undefined keys; non-finite numbers are refused. */
export function gqlValue(v: unknown): string {
  if (v instanceof GqlEnum) return v.word;
  if (v instanceof GqlId) return /^-?\d+$/.test(String(v.id)) ? String(v.id) : gqlString(String(v.id));
  if (v === null) return 'null';
  if (typeof v === 'string') return gqlString(v);
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new TypeError(`${v} cannot be a GraphQL literal`);
    return String(v);
  }
  if (Array.isArray(v)) return `[${v.map(gqlValue).join(', ')}]`;
  if (typeof v === 'object') return `{ ${gqlArgs(v as Record<string, unknown>)} }`;
  throw new TypeError(`${typeof v} cannot be a GraphQL literal`);
}

/** `name: literal, name: literal` for an argument list or input object. */
export function gqlArgs(args: Record<string, unknown>): string {
  return Object.entries(args)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${gqlValue(v)}`)
    .join(', ');
}

/** A GraphQL alias from any text (an input id, a zone id): invalid characters become `_`, a leading digit gets `_`. */
export function gqlAlias(text: string): string {
  const name = text.replace(/[^_0-9A-Za-z]/g, '_');
  return /^[_A-Za-z]/.test(name) ? name : `_${name}`;
}
