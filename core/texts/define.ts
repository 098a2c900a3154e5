// Island texts: Polish defaults (which define the keys), language variants, page overrides. Strings only.

import type { TextOverrides } from '../page/text-overrides';

/** Page overrides keyed '<island>.<key>' (read by core/page/text-overrides). */
export type { TextOverrides };

export type TextVariants<K extends string> = {
  pl: Record<K, string>;
  // NoInfer: the keys come from `pl` only, so a stray key in `en` is an error, not a new key.
  [language: string]: Partial<Record<NoInfer<K>, string>>;
};

export interface TextsDefinition<K extends string = string> {
  readonly island: string;
  readonly variants: Readonly<TextVariants<K>>;
}

export type ResolvedTexts<K extends string> = Readonly<Record<K, string>>;

export function defineTexts<K extends string>(island: string, variants: TextVariants<K>): TextsDefinition<K> {
  return { island, variants };
}

export interface ResolveOptions {
  language: string;
  overrides?: TextOverrides;
}

/** Precedence per key: page override > language variant > Polish default; unknown language → Polish. */
export function resolveTexts<K extends string>(
  def: TextsDefinition<K>,
  { language, overrides = {} }: ResolveOptions,
): ResolvedTexts<K> {
  const lang = language.slice(0, 2).toLowerCase();
  const polish = def.variants.pl;
  const variant: Partial<Record<K, string>> = (lang !== 'pl' && Object.hasOwn(def.variants, lang) && def.variants[lang]) || {};
  const out = {} as Record<K, string>;
  for (const key of Object.keys(polish) as K[]) {
    const overrideKey = `${def.island}.${key}`;
    out[key] = Object.hasOwn(overrides, overrideKey)
      ? (overrides[overrideKey] as string)
      : (variant[key] ?? polish[key]);
  }
  return out;
}

/** Replaces `{name}` with params.name; unknown placeholders stay as they are. */
export function formatText(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
