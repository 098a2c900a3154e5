import { getShopStore } from '../store/store';
import { resolveTexts, type ResolvedTexts, type TextsDefinition } from './define';

/**
 * An island's texts in the page language with the page's overrides, read once from the store: what
 * useTexts gives a React island, for a DOM island or a load job (no renderer). The store must
 * exist (the DOM runtime makes it before `start`).
 */
export function storeTexts<K extends string>(def: TextsDefinition<K>): ResolvedTexts<K> {
  const { language, textOverrides } = getShopStore().getState().page;
  return resolveTexts(def, { language, overrides: textOverrides });
}
