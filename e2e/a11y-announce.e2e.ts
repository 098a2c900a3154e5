/**
 * WCAG 2.1 AA: what live regions say per shopper action, in Chromium on the samples:
 * the quantity corrected from 0 is said once (3.3.1 / 4.1.3); a size change says each region once,
 * with the settled value, never the page's interim data first (4.1.3); an empty checkout submit says
 * one summary, the fields' messages staying on their fields (4.1.3 / 3.3.1); the dropdown's arrow
 * glyph is out of the combobox's name and value (2.5.3 / 1.3.1).
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { announcementRecorder, byRegion, focusDropdown, forgetSaid, openReady, resetMockShop, said, type Sample, type SampleOptions, test } from './harness';

beforeEach(resetMockShop);

async function open(file: string, options: SampleOptions = {}): Promise<Sample> {
  return openReady(file, {
    ...options,
    beforeGoto: async (page, context) => {
      await page.addInitScript(announcementRecorder);
      await options.beforeGoto?.(page, context);
    },
  });
}

describe('quantity (3.3.1 / 4.1.3)', () => {
  test('0 typed, then Tab: the field reads 1 and the buy section’s alert says so, once', async () => {
    const s = await open('projector-101');
    const field = s.page.locator('#projector_number');
    await field.focus();
    await forgetSaid(s.page);
    await field.fill('0');
    await s.page.keyboard.press('Tab');
    await expect.poll(() => field.inputValue()).toBe('1');
    await expect.poll(async () => (await said(s.page)).length).toBeGreaterThan(0);
    const list = await said(s.page);
    expect(list.map((e) => [e.role, e.text])).toEqual([['alert', 'Minimalna ilość to 1']]);
    expect(list[0]!.region).toContain('projector_buy__message');
    expect(s.pageErrors).toEqual([]);
  });
});

describe('size change (4.1.3)', () => {
  // The shop's shipping-time answer differs from what the page rendered for the size (40 days): the
  // status region must not say the page's time first, then the shop's.
  const FORTY_DAYS = async (page: Page) => {
    // The spec's shipping-time fetch, which the page asks for (a real shop's product page never sends it).
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => document.querySelector('#projector_status_section')?.setAttribute('data-shipping-time', 'true')),
    );
    await page.route(/\/graphql\/v1\/?\?query=projector_shipping_fetchShippingTime/, async (route) => {
      const ship = new Date(Date.now() + 40 * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      await route.fulfill({
        json: {
          data: {
            shipping: {
              shippingTime: {
                shippingTime: { time: { days: 40, hours: 0, minutes: 0 }, weekDay: ship.getDay() || 7, weekAmount: 5, today: false },
                time: `${ship.getFullYear()}-${pad(ship.getMonth() + 1)}-${pad(ship.getDate())}`,
                unknownTime: false,
                todayShipmentDeadline: null,
              },
            },
          },
        },
      });
    });
  };

  test('one size change: each live region speaks at most once, the status once with the settled shipping time', async () => {
    const s = await open('projector-101', { beforeGoto: FORTY_DAYS });
    const delivery = s.page.locator('#projector_delivery_days');
    // The chosen size's (M) answer is in before anything is chosen.
    await expect.poll(() => delivery.textContent()).toBe('za 40 dni');
    await forgetSaid(s.page);
    await s.page.locator('#projector_sizes_section [role=radio]', { hasText: /^L\b/ }).click();
    await expect.poll(() => s.page.locator('#projector_status_description').textContent()).toMatch(/zamówienie/i);
    // Settled: L's shipping time answered (after the debounce) and shown; until then the block shows
    // the page's own time for L (7 days), which is what must not be said.
    await expect.poll(() => delivery.textContent(), { timeout: 10_000 }).toBe('za 40 dni');
    const status = '.projector_status__announce';
    await expect.poll(async () => (await said(s.page)).filter((e) => e.region.includes(status)).length).toBeGreaterThan(0);
    const regions = byRegion(await said(s.page));
    for (const [region, texts] of Object.entries(regions)) expect(texts, `${region} for one size change`).toHaveLength(1);
    const description = (await s.page.locator('#projector_status_description').textContent())?.trim();
    const final = `Rozmiar L: ${description}, wysyłka za 40 dni`;
    const [statusRegion] = Object.keys(regions).filter((r) => r.includes(status));
    expect(regions[statusRegion!]).toEqual([final]);
    expect((await s.page.locator(`${status}[role=status]`).textContent())?.trim()).toBe(final);
    expect(s.pageErrors).toEqual([]);
  });
});

/** 1 pole, 2–4 pola (not 12–14), 5+ pól. */
const summary = (n: number) => {
  const few = n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14);
  return n === 1 ? '1 pole wymaga poprawy' : few ? `${n} pola wymagają poprawy` : `${n} pól wymaga poprawy`;
};

describe('empty submit (4.1.3 / 3.3.1)', () => {
  for (const { file, form, first, submit } of [
    { file: 'place-order', form: '#cop_form', first: 'client_firstname', submit: '#cop_submit' },
    { file: 'client-new', form: '#client_new_form', first: 'client_login', submit: '#client_new_submit' },
  ]) {
    test(`${file}: one summary announcement; each message on its field, not live; focus on the first field in error`, async () => {
      const s = await open(file);
      // Wakes the validator as a shopper does (focus into the form), untouched fields say nothing.
      await s.page.locator(`#${first}`).focus();
      await s.page.waitForSelector(`${form}[data-storefront-form-validator="mounted"]`);
      await forgetSaid(s.page);
      await s.page.locator(submit).click();
      await expect.poll(() => s.page.locator(form).getAttribute('class')).toContain('--fail-validation');
      await expect.poll(async () => (await said(s.page)).length).toBeGreaterThan(0);
      const invalid = await s.page.evaluate((formSelector) => {
        const controls = [...document.querySelectorAll<HTMLElement>(`${formSelector} .--validate[aria-invalid="true"]`)];
        return controls.map((c) => {
          const ids = (c.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
          const message = ids.map((i) => document.getElementById(i)).find((el) => el?.classList.contains('f-message'));
          return {
            id: c.id,
            message: message?.textContent?.trim() ?? '',
            live: Boolean(message?.closest('[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]')),
          };
        });
      }, form);
      expect(invalid.length).toBeGreaterThan(1);
      const list = await said(s.page);
      expect(list.map((e) => [e.role, e.text])).toEqual([['status', summary(invalid.length)]]);
      for (const field of invalid) {
        expect(field.message, `${field.id}: its message`).not.toBe('');
        expect(field.live, `${field.id}: its message is not a live region`).toBe(false);
      }
      expect(await s.page.evaluate(() => document.activeElement?.id)).toBe(first);
      expect(s.pageErrors).toEqual([]);
    });
  }
});

describe('dropdown (2.5.3 / 1.3.1)', () => {
  test('the combobox’s name is its label and its value the option, without the ▾ glyph (still drawn)', async () => {
    const s = await open('place-order');
    // The label as drawn: 'Kraj' and the theme's required mark (.f-group.--required > .f-label::after
    // { content: " *" }), which Chromium counts in a label's text, for the native select as well.
    // The island waits for the shopper: the Tab onto the native select wakes it.
    await focusDropdown(s.page, '#client_region');
    const combo = s.page.getByRole('combobox', { name: 'Kraj *', exact: true });
    await expect.poll(() => combo.count()).toBe(1);
    expect(await combo.getAttribute('id')).toBe('client_region_combobox');
    const id = await combo.getAttribute('id');
    // The glyph is still drawn, on the aria-hidden arrow.
    const glyph = await s.page.evaluate((comboId) => {
      const arrow = document.getElementById(comboId!)?.querySelector('.dropdown__arrow');
      return arrow ? { hidden: arrow.getAttribute('aria-hidden'), content: getComputedStyle(arrow, '::after').content } : null;
    }, id);
    expect(glyph).toEqual({ hidden: 'true', content: '"▾"' });

    // What Chromium gives assistive technology: the combobox node and everything under it.
    const cdp = await s.context.newCDPSession(s.page);
    await cdp.send('Accessibility.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `#${id}` });
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const comboNode = nodes.find((n) => n.backendDOMNodeId === node.backendNodeId);
    expect(comboNode?.role?.value).toBe('combobox');
    const texts: string[] = [String(comboNode?.name?.value ?? ''), String(comboNode?.value?.value ?? '')];
    const walk = (ids: string[] | undefined) => {
      for (const childId of ids ?? []) {
        const child = byId.get(childId);
        if (!child) continue;
        if (!child.ignored) texts.push(String(child.name?.value ?? ''), String(child.value?.value ?? ''));
        walk(child.childIds);
      }
    };
    walk(comboNode?.childIds);
    await cdp.detach();
    expect(comboNode?.name?.value).toBe('Kraj *');
    expect(texts.join(' ')).toContain('Wybierz kraj');
    expect(texts.filter((t) => t.includes('▾')), 'the glyph in the accessibility tree').toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});
