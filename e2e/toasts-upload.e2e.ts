/**
 * File inputs and toasts in Chromium: on place-order a too-big and a blacklisted file are
 * dropped from #order_attachment and announced by an error toast in the assertive live region
 * that was in the page before (the keyboard reaches and closes it); on main a storefront:toast
 * event shows in the polite region, one sent before the stack mounted is not lost; axe with
 * toasts open.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, openSample, waitForIslands, type Sample, test } from './harness';

const MB = 1024 * 1024;

async function open(file: string, beforeGoto?: (page: Page) => Promise<void>): Promise<Sample> {
  const s = await openSample(file, { view: 3, ...(beforeGoto ? { beforeGoto } : {}) });
  await waitForIslands(s.page);
  return s;
}

// Other islands' console lines are the smoke suite's business; these two must log nothing here.
const ownErrors = (s: Sample) => s.consoleErrors.map((c) => c.text).filter((t) => /file-upload|toasts/.test(t));

const toastTexts = (page: Page, role: 'alert' | 'status') =>
  page.locator(`.storefront-toasts [role=${role}] .alertek__message`).allTextContents();

/** Tabs forward until focus is on a toast's close button (the stack is last in the page). */
async function tabToToastClose(page: Page): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.matches('.storefront-toasts .alertek__close') ?? false)) return true;
  }
  return false;
}

describe('file upload on place-order', () => {
  test('a file over 5 MB and a blacklisted file are dropped and announced; the keyboard closes the toast; axe clean', async () => {
    const s = await open('place-order');
    const { page } = s;
    await page.waitForSelector('#order_attachment[data-storefront-file-upload="mounted"]');
    // No toast yet, so no stack: the first toast wakes it. Its live region must still be in the page
    // before the message goes in (announcements need a region already there): a mutation observer
    // numbers the batches in which each appeared.
    expect(await page.getAttribute('body', 'data-storefront-toasts')).toBe('waiting');
    await page.evaluate(() => {
      const w = window as unknown as { __batches: { region?: number; message?: number } };
      w.__batches = {};
      let batch = 0;
      new MutationObserver(() => {
        batch += 1;
        const region = document.querySelector('.storefront-toasts [role=alert]');
        if (region && w.__batches.region === undefined) w.__batches.region = batch;
        if (region?.querySelector('.alertek') && w.__batches.message === undefined) w.__batches.message = batch;
      }).observe(document.body, { childList: true, subtree: true });
    });

    const input = page.locator('#order_attachment');
    await input.setInputFiles({ name: 'projekt-haftu.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * MB) });
    const tooBig = 'Nie można przesłać pliku projekt-haftu.pdf, ponieważ jest większy niż dozwolony rozmiar 5 MB.';
    await expect.poll(() => toastTexts(page, 'alert')).toEqual([tooBig]);
    const alertRegion = await page.waitForSelector('.storefront-toasts [role=alert]', { state: 'attached' });
    expect(await alertRegion.evaluate((el) => el.getAttribute('aria-live'))).toBe('assertive');
    const batches = await page.evaluate(() => (window as unknown as { __batches: { region?: number; message?: number } }).__batches);
    expect(batches.region, 'the alert region was in the page before its first message').toBeLessThan(batches.message!);
    expect(await input.evaluate((el: HTMLInputElement) => [el.value, el.files?.length])).toEqual(['', 0]);
    expect(await alertRegion.evaluate((el) => el.isConnected && el.textContent?.includes('projekt-haftu.pdf'))).toBe(true);
    // Not only a passing toast: the field keeps the message, tied to the input.
    const described = await input.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? ''),
    );
    expect(described).toContain(tooBig);

    // By keyboard: Tab reaches the toast (its timer pauses while focused), Enter closes it.
    expect(await tabToToastClose(page)).toBe(true);
    const a11y = await axe(page);
    expect.soft(a11y.summary, 'axe with an error toast open').toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => toastTexts(page, 'alert')).toEqual([]);
    expect(await page.evaluate(() => document.activeElement !== document.body && !!document.activeElement?.isConnected)).toBe(true);

    await input.setInputFiles({ name: 'faktura.pdf.EXE', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect.poll(() => toastTexts(page, 'alert')).toEqual([
      'Nie można przesłać pliku faktura.pdf.EXE, ponieważ jego typ jest niedozwolony.',
    ]);
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);

    // A good file stays chosen and the field's message goes.
    await input.setInputFiles({ name: 'haft.png', mimeType: 'image/png', buffer: Buffer.alloc(1000) });
    expect(await input.evaluate((el: HTMLInputElement) => [el.files?.length, el.getAttribute('aria-invalid')])).toEqual([1, null]);

    expect(ownErrors(s)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});

describe('toasts on main', () => {
  test('a storefront:toast event shows in the polite region (role=status), an error in the assertive one; axe clean', async () => {
    const s = await open('main');
    const { page } = s;
    // No toast yet, so no stack: it wakes on the first one.
    expect(await page.getAttribute('body', 'data-storefront-toasts')).toBe('waiting');
    await page.evaluate(() => {
      const send = (kind: string, message: string) =>
        document.dispatchEvent(new CustomEvent('storefront:toast', { detail: { kind, message, duration: 60_000 } }));
      send('success', 'Produkt został dodany do koszyka.');
      send('error', '<b>Błąd</b> zapisu');
    });
    await expect.poll(() => toastTexts(page, 'status')).toEqual(['Produkt został dodany do koszyka.']);
    expect(await toastTexts(page, 'alert')).toEqual(['<b>Błąd</b> zapisu']);
    expect(await page.locator('.storefront-toasts b').count()).toBe(0);
    const closes = page.getByRole('button', { name: 'Zamknij powiadomienie' });
    expect(await closes.count()).toBe(2);
    const a11y = await axe(page);
    expect.soft(a11y.summary, 'axe with two toasts open').toEqual([]);
    // Escape inside a toast closes it.
    await closes.first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => closes.count()).toBe(1);
    expect(ownErrors(s)).toEqual([]);
  });

  test('a toast sent before the stack mounted is kept, and wakes it', async () => {
    const s = await open('main', async (page) => {
      await page.addInitScript(() => {
        // Module scripts run before DOMContentLoaded: the entry listens, the toasts island has not loaded.
        document.addEventListener('DOMContentLoaded', () => {
          const state = document.body.getAttribute('data-storefront-toasts');
          document.body.setAttribute('data-e2e-toasts-at-send', String(state));
          document.dispatchEvent(new CustomEvent('storefront:toast', { detail: { kind: 'info', message: 'Wcześnie', duration: 60_000 } }));
        });
      });
    });
    expect(await s.page.getAttribute('body', 'data-e2e-toasts-at-send')).toBe('waiting');
    await expect.poll(() => toastTexts(s.page, 'status')).toEqual(['Wcześnie']);
    expect(ownErrors(s)).toEqual([]);
  });
});
