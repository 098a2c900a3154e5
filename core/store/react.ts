// React bindings, kept apart from store.ts so the bootstrap does not pull React in.
import { useStore } from 'zustand';
import { getShopStore } from './store';
import type { ShopState } from './types';

export { useShallow } from 'zustand/react/shallow';

/** Select one value (or use useShallow for an object) from the shared store. No provider needed. */
export function useShop<T>(selector: (state: ShopState) => T): T {
  return useStore(getShopStore(), selector);
}
