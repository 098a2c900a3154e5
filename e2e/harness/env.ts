/** Where the browser tests run: the project's root, the view levels' windows and this worker's preview. */
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { ViewLevel } from '../../core/mount/types';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The view levels' viewports (mobile, tablet, desktop, wide desktop). */
export const VIEWPORTS: Record<ViewLevel, { width: number; height: number }> = {
  1: { width: 375, height: 800 },
  2: { width: 800, height: 900 },
  3: { width: 1024, height: 900 },
  4: { width: 1280, height: 900 },
};

/** This worker's preview (global-setup starts one per worker; VITEST_POOL_ID is 1…maxWorkers). */
export const baseURL = (): string => {
  const urls = inject('baseURLs');
  return urls[(Math.max(1, Number(process.env.VITEST_POOL_ID) || 1) - 1) % urls.length]!;
};
