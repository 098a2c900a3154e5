/**
 * The calendar island in Chromium on the place-order sample: the birth-date calendar by keyboard (open from
 * the opener, move by day, week, month and year, choose with Enter, focus back on the opener, the typed
 * date read first), the focus trap, the delivery-date calendar writing its hidden input (which posts with
 * the form), the month and year lists, axe with the dialog open, the page with JavaScript off, and the
 * openers the load job builds at load (nothing moves as the calendars wake; a press before the chunk came is kept).
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAxe, openSample, type Sample, test } from './harness';

const BIRTH = '#birthdate_calendar';
const DELIVERY = '.cop_delivery__datepicker';

async function open(view: 1 | 3 = 3): Promise<Sample> {
  const s = await openSample('place-order', { view });
  // Far down the checkout: the calendars wake when they come near the viewport.
  await s.page.locator('#birth_date').scrollIntoViewIfNeeded();
  await s.page.waitForSelector(`${BIRTH}[data-storefront-calendar="mounted"]`);
  await s.page.locator(DELIVERY).scrollIntoViewIfNeeded();
  await s.page.waitForSelector(`${DELIVERY}[data-storefront-calendar="mounted"]`);
  return s;
}

/** The focused element, described: 'td 1990-04-24', 'button Zatwierdź', 'input birth_date'. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const what = el.getAttribute('data-date') ?? el.id ?? '';
    return `${el.tagName.toLowerCase()} ${what || el.getAttribute('aria-label') || el.textContent?.trim()}`.trim();
  });

describe('calendar', () => {
  test('birth date by keyboard: reads the typed date, moves by day/week/month/year, Enter writes it and focus returns', async () => {
    const s = await open();
    const { page } = s;
    const input = page.locator('#birth_date');
    await input.click();
    await page.keyboard.type('1990-04-23');
    await page.keyboard.press('Tab');
    const opener = page.getByRole('button', { name: 'Wybierz datę: Data urodzenia' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Wybór daty' });
    await dialog.waitFor();
    expect(await focused(page)).toBe('td 1990-04-23');
    expect(await page.locator('td[data-date="1990-04-23"]').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('grid').getAttribute('aria-label')).toBe('Kwiecień 1990');
    await expectAxe(s, 'birth-date dialog open');

    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('td 1990-04-24');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('td 1990-05-01');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('td 1990-04-30');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('td 1990-04-23');
    await page.keyboard.press('PageDown');
    expect(await focused(page)).toBe('td 1990-05-23');
    expect(await page.getByRole('grid').getAttribute('aria-label')).toBe('Maj 1990');
    await page.keyboard.press('Shift+PageUp');
    expect(await focused(page)).toBe('td 1989-05-23');
    await page.keyboard.press('Home'); // weeks start on Monday in Polish
    expect(await focused(page)).toBe('td 1989-05-22');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('td 1989-05-28');

    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await input.inputValue()).toBe('1989-05-28');
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(s.consoleErrors).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  test('Enter on the opener while the form validator (woken by the same form) is still loading opens the dialog once it has loaded', async () => {
    // The validator wakes on the shopper's first pointer or focus in the checkout form; its chunk is held
    // here until after Enter, as a slow network or a busy phone would. The opener's click waits, it is not lost.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const s = await openSample('place-order', {
      view: 3,
      beforeGoto: async (page) => {
        await page.route(/\/chunks\/form-validator-[\w-]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
      },
    });
    try {
      const { page } = s;
      await page.locator('#birth_date').scrollIntoViewIfNeeded();
      await page.waitForSelector(`${BIRTH}[data-storefront-calendar="mounted"]`);
      await page.locator('#birth_date').click();
      await page.waitForSelector('form[data-storefront-form-validator="loading"]');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      expect(await page.getByRole('dialog').count(), 'held while the form is loading').toBe(0);
      release();
      await page.getByRole('dialog', { name: 'Wybór daty' }).waitFor();
      await page.waitForSelector('form[data-storefront-form-validator="mounted"]');
      expect(s.pageErrors).toEqual([]);
    } finally {
      release();
      await s.close();
    }
  });

  test('focus stays in the dialog; Escape closes it without touching the input and focus returns', async () => {
    const s = await open();
    const { page } = s;
    const opener = page.getByRole('button', { name: 'Wybierz datę: Data urodzenia' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    const visited = new Set<string>();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const inDialog = await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]')));
      expect(inDialog, `Tab ${i + 1} left the dialog`).toBe(true);
      visited.add(await focused(page));
    }
    // Every control was reached: the header buttons, the focused day, Today, Cancel and OK.
    expect(visited).toContain('button Zatwierdź');
    expect(visited).toContain('button Poprzedni rok');
    expect([...visited].some((v) => v.startsWith('td '))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]')))).toBe(true);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('#birth_date').inputValue()).toBe('');
  });

  test('the month and year lists by keyboard, axe clean', async () => {
    const s = await open();
    const { page } = s;
    await page.getByRole('button', { name: 'Wybierz datę: Data urodzenia' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Wybierz rok, teraz / }).click();
    const years = dialog.getByRole('group', { name: 'Lata' }).getByRole('button');
    expect(await years.count()).toBe(15);
    await expectAxe(s, 'year list');
    await dialog.getByRole('button', { name: 'Wcześniejsze lata' }).click();
    await dialog.getByRole('button', { name: 'Wcześniejsze lata' }).click();
    const first = Number(await years.first().textContent());
    await dialog.getByRole('button', { name: String(first + 3), exact: true }).press('Enter');
    await dialog.getByRole('group', { name: 'Miesiące' }).waitFor();
    await expectAxe(s, 'month list');
    await dialog.getByRole('button', { name: 'Luty', exact: true }).press('Enter');
    expect(await page.getByRole('grid').getAttribute('aria-label')).toBe(`Luty ${first + 3}`);
    expect((await focused(page)).startsWith(`td ${first + 3}-02-`)).toBe(true);
  });

  test('the delivery-date calendar writes its hidden input, which posts with the form', async () => {
    const s = await open(1);
    const { page } = s;
    const opener = page.getByRole('button', { name: 'Wybierz datę: Termin dostawy' });
    await opener.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('ArrowRight');
    const chosen = await page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectAxe(s, 'delivery dialog open on a phone');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const posted = await page.evaluate(() => new FormData(document.getElementById('cop_form') as HTMLFormElement).get('calendar_select_date'));
    expect(posted).toBe(chosen);
    expect(await page.locator(`${DELIVERY} .calendar__value`).textContent()).toBe(`Wybrano: ${chosen}`);
    // The hour-range select next to it is the server's, untouched.
    expect(await page.locator('select[name=calendar_select_hour]').inputValue()).toBe('08:00-12:00');
    expect(s.consoleErrors).toEqual([]);
  });

  for (const view of [1, 3] as const) {
    test(`view ${view}: the order button stays where the shopper sees it while the calendars above it wake (their openers stand in from the load event)`, async () => {
      const s = await openSample('place-order', { view });
      const { page } = s;
      // The load job's openers, built at load while the calendars (far down the form) wait.
      await page.waitForSelector(`${BIRTH} > [data-storefront-stand-in]`);
      await page.waitForSelector(`${DELIVERY} > [data-storefront-stand-in]`);
      await expectAxe(s, 'the calendars\' stand-ins at load');
      // Straight to the order button, the calendars above it in the window: they wake now.
      const before = await page.evaluate(() => {
        const submit = document.getElementById('cop_submit')!;
        submit.scrollIntoView({ block: 'end' });
        const states = [...document.querySelectorAll('[data-storefront-calendar]')].map((el) => el.getAttribute('data-storefront-calendar'));
        return { top: submit.getBoundingClientRect().top, states };
      });
      expect(before.states).toEqual(['waiting', 'waiting']);
      await page.waitForSelector(`${BIRTH}[data-storefront-calendar="mounted"]`);
      await page.waitForSelector(`${DELIVERY}[data-storefront-calendar="mounted"]`);
      expect(await page.evaluate(() => document.getElementById('cop_submit')!.getBoundingClientRect().top), 'the order button did not move').toBe(before.top);
      expect(await page.locator('[data-storefront-stand-in]').count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Wybierz datę: / }).count(), 'one opener per calendar').toBe(2);
      expect(s.consoleErrors).toEqual([]);
    });
  }

  // The press wakes the form validator too (its trigger holds the click while its chunk loads): whichever of
  // the two chunks comes first, the press opens the dialog once both have.
  for (const first of ['calendar', 'form-validator'] as const) {
    test(`a press on the stand-in opener before the calendar’s chunk has come opens the dialog (${first} chunk first)`, async () => {
      const gates = new Map<string, { held: Promise<void>; release: () => void }>();
      for (const name of ['calendar', 'form-validator']) {
        let release!: () => void;
        const held = new Promise<void>((r) => (release = r));
        gates.set(name, { held, release });
      }
      const s = await openSample('place-order', {
        view: 3,
        beforeGoto: async (page) => {
          // The islands' chunks (not the calendar's load job's, calendar-job-…).
          await page.route(/\/chunks\/(calendar|form-validator)-(?!job-)[\w-]+\.js$/, async (route) => {
            await gates.get(/\/chunks\/form-validator-/.test(route.request().url()) ? 'form-validator' : 'calendar')!.held;
            await route.continue();
          });
        },
      });
      try {
        const { page } = s;
        await page.waitForSelector(`${BIRTH} > [data-storefront-stand-in]`);
        await page.locator(BIRTH).scrollIntoViewIfNeeded();
        await page.waitForSelector(`${BIRTH}[data-storefront-calendar="loading"]`);
        await page.getByRole('button', { name: 'Wybierz datę: Data urodzenia' }).click();
        await page.waitForSelector('form[data-storefront-form-validator="loading"]');
        expect(await page.getByRole('dialog').count(), 'held while the chunks are on their way').toBe(0);
        const second = first === 'calendar' ? 'form-validator' : 'calendar';
        gates.get(first)!.release();
        await page.waitForSelector(first === 'calendar' ? `${BIRTH}[data-storefront-calendar="mounted"]` : 'form[data-storefront-form-validator="mounted"]');
        gates.get(second)!.release();
        await page.getByRole('dialog', { name: 'Wybór daty' }).waitFor();
        expect(await focused(page)).toMatch(/^td \d{4}-\d{2}-\d{2}$/);
        await expectAxe(s, 'dialog opened by a press on the stand-in');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        const opener = page.getByRole('button', { name: 'Wybierz datę: Data urodzenia' });
        expect(await opener.count(), 'the island’s opener alone').toBe(1);
        expect(await opener.evaluate((el) => el === document.activeElement && !el.closest('[data-storefront-stand-in]'))).toBe(true);
        expect(s.pageErrors).toEqual([]);
      } finally {
        for (const g of gates.values()) g.release();
        await s.close();
      }
    });
  }

  test('with JavaScript off the birth date is a plain text field and nothing else appears', async () => {
    const s = await openSample('place-order', { view: 3, javaScriptEnabled: false });
    const input = s.page.locator('#birth_date');
    await input.fill('1990-04-23');
    expect(await input.inputValue()).toBe('1990-04-23');
    expect(await s.page.locator(`${BIRTH} button, ${DELIVERY} button`).count()).toBe(0);
    expect(await s.page.locator('input[name=calendar_select_date]').getAttribute('type')).toBe('hidden');
  });
});
