import { useMemo } from 'react';
import { useShop } from '../store/react';
import { resolveTexts, type ResolvedTexts, type TextsDefinition } from './define';

/** The island's texts in the page language, with the page's overrides (both held by the store). */
export function useTexts<K extends string>(def: TextsDefinition<K>): ResolvedTexts<K> {
  const language = useShop((s) => s.page.language);
  const overrides = useShop((s) => s.page.textOverrides);
  return useMemo(() => resolveTexts(def, { language, overrides }), [def, language, overrides]);
}
