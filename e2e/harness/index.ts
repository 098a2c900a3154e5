/**
 * Browser-test helpers, one module per concern: the environment (env), Chromium (browser), a sample page
 * opened with its record of what went wrong (sample), the islands woken and awaited (islands), what belongs
 * on a page (expected), an island whose chunk fails (broken-island), faults, the mock shop, axe, live-region
 * announcements, injected-content checks, step timing, and the `test` that closes what a test opened.
 */
export * from './env';
export * from './timed';
export * from './browser';
export * from './samples';
export * from './faults';
export * from './sample';
export * from './islands';
export * from './expected';
export * from './broken-island';
export * from './axe';
export * from './axe-verdicts';
export * from './announcements';
export * from './shop';
export * from './xss';
export * from './test';
