import type { TextOverrides } from '../texts/define';

/** Facts about the page, read once at bootstrap; no actions. */
export interface PageSlice {
  pageType: string | null;
  /** Two lowercase letters, e.g. 'pl', 'en'. */
  language: string;
  textOverrides: TextOverrides;
}

export function createPageSlice(init: PageSlice): PageSlice {
  return { ...init };
}
