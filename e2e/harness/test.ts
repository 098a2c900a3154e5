/**
 * The browser tests' `test` (vitest's test.extend): every sample page a test opens (openSample and the
 * helpers built on it) is closed when the test ends, passed or failed, and the file's Chromium when the
 * file ends. A test reads as its scenario: open, act, expect; no try/finally around it.
 */
import { test as base } from 'vitest';
import { closeBrowser } from './browser';
import { trackSamples } from './sample';

export const test = base.extend<{ samplesClosed: void; browserClosed: void }>({
  browserClosed: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern; it has none
    async ({}, provide) => {
      await provide();
      await closeBrowser();
    },
    { scope: 'file', auto: true },
  ],
  samplesClosed: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, provide) => {
      const samples = trackSamples();
      try {
        await provide();
      } finally {
        await samples.closeAll();
      }
    },
    { auto: true },
  ],
});
