/** The one Chromium of a test file: Debian's, with the project's flags (scripts/chromium.mjs). */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_TEST_ARGS as CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

export { CHROMIUM, CHROMIUM_ARGS };

let browser: Promise<Browser> | undefined;

export function launch(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  const b = browser;
  browser = undefined;
  if (b) await (await b).close();
}
