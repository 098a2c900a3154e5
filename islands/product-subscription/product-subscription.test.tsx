import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openProductPage } from '../../fixtures/product-page';
import { getShopStore } from '../../core/store';
import { unmountWithin } from '../../core/mount/runtime';
import { readPeriods } from './periods';
import { periodText } from './ProductSubscription';

const store = () => getShopStore().getState().product;
const section = () => document.getElementById('projector_subscription_section')!;
const group = () => screen.getByRole('radiogroup', { name: 'Dostawa w subskrypcji co:' });
const radio = (name: string) => within(group()).getByRole('radio', { name });
const checkedName = () => within(group()).getAllByRole('radio').find((r) => r.getAttribute('aria-checked') === 'true')?.textContent;
const switchOn = () => document.getElementById('radioSubscriptionTrue') as HTMLInputElement;
const switchOff = () => document.getElementById('radioSubscriptionFalse') as HTMLInputElement;

describe('periods', () => {

  it('leaves out periods with bad days or rebates, naming the attribute and value', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('div');
    el.innerHTML = [
      '<a class="projector_subscription__item" data-days="30" data-rebate-type="percent" data-rebate-value="10">30 dni</a>',
      '<a class="projector_subscription__item" data-days="abc" data-rebate-type="percent" data-rebate-value="10">x</a>',
      '<a class="projector_subscription__item" data-days="60" data-rebate-type="half" data-rebate-value="10">60</a>',
      '<a class="projector_subscription__item" data-days="90" data-rebate-type="percent" data-rebate-value="150">90</a>',
      '<a class="projector_subscription__item" data-days="120" data-rebate-type="quota" data-rebate-value="">120</a>',
      '<a class="projector_subscription__item --selected" data-days="14">14 dni</a>',
    ].join('');
    const periods = readPeriods(el);
    expect(periods.map((p) => [p.days, p.rebate, p.selected, p.className])).toEqual([
      [30, { type: 'percent', value: 10 }, false, 'projector_subscription__item'],
      [14, null, true, 'projector_subscription__item'],
    ]);
    const messages = error.mock.calls.map((c) => String(c[0]));
    expect(messages).toEqual([
      expect.stringContaining('[storefront:product-subscription] data-days="abc"'),
      expect.stringContaining('data-rebate-type="half"'),
      expect.stringContaining('data-rebate-value="150"'),
      expect.stringContaining('data-rebate-value=""'),
    ]);
  });
});

describe('product-subscription on projector-105', () => {
  it('renders the periods as an APG radio group keeping the theme’s links and classes', async () => {
    await openProductPage('projector-105', { islands: ['product-subscription'] });
    expect(section().getAttribute('role')).toBe('radiogroup');
    const all = within(group()).getAllByRole('radio');
    expect(all.map((r) => r.textContent)).toEqual(['30 dni', '60 dni', '90 dni']);
    expect(checkedName()).toBe('30 dni');
    expect(radio('30 dni').className).toBe('projector_subscription__item --selected');
    expect(radio('60 dni').getAttribute('href')).toBe('?days_in_period=60');
    expect(all.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    // The store knows the period and its rebate; the mode is still the page's (one-off).
    expect(store()).toMatchObject({ subscription: false, subscriptionDays: 30, subscriptionRebate: { type: 'percent', value: 10 } });
  });

  it('choosing a period means buying by subscription; the form’s switch follows', async () => {
    await openProductPage('projector-105', { islands: ['product-form', 'product-subscription'] });
    fireEvent.click(radio('60 dni'));
    expect(store()).toMatchObject({ subscription: true, subscriptionDays: 60 });
    expect(checkedName()).toBe('60 dni');
    expect(radio('60 dni').className).toContain('--selected');
    expect(switchOn().checked).toBe(true);
    expect(switchOff().checked).toBe(false);
    // product-form keeps the hidden inputs in step with the store.
    expect((document.getElementById('projector_subscription_days_hidden') as HTMLInputElement).value).toBe('60');
  });

  it('arrows move and choose with wrap, Home/End, Space chooses the focused one; one tab stop', async () => {
    await openProductPage('projector-105', { islands: ['product-subscription'] });
    const user = userEvent.setup();
    // The page's earlier links come first; within the group the chosen period is the one tab stop.
    act(() => radio('30 dni').focus());
    await user.tab();
    expect(group().contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(radio('30 dni'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio('60 dni'));
    expect(store()).toMatchObject({ subscription: true, subscriptionDays: 60 });
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(checkedName()).toBe('90 dni');
    await user.keyboard('{Home}');
    expect(checkedName()).toBe('30 dni');
    expect(within(group()).getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    act(() => store().setSubscription(false));
    await user.keyboard(' ');
    expect(store().subscription).toBe(true);
  });

  it('a modifier click leaves the link to the browser', async () => {
    await openProductPage('projector-105', { islands: ['product-subscription'] });
    fireEvent.click(radio('90 dni'), { ctrlKey: true });
    expect(store()).toMatchObject({ subscription: false, subscriptionDays: 30 });
  });

  it('binds the switch radios both ways', async () => {
    await openProductPage('projector-105', { islands: ['product-subscription'] });
    fireEvent.click(switchOn());
    expect(store()).toMatchObject({ subscription: true, subscriptionDays: 30, subscriptionRebate: { type: 'percent', value: 10 } });
    act(() => store().setSubscription(false));
    expect(switchOff().checked).toBe(true);
    expect(switchOn().checked).toBe(false);
    fireEvent.click(radio('90 dni'));
    expect(switchOn().checked).toBe(true);
  });

  it('leaves bad periods out; with none left the section hides but the switch still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openProductPage('projector-105', { islands: ['product-subscription'], edit: (h) => h.replace('data-days="60"', 'data-days="sixty"') });
    expect(within(group()).getAllByRole('radio').map((r) => r.textContent)).toEqual(['30 dni', '90 dni']);
    expect(error.mock.calls.some((c) => String(c[0]).includes('data-days="sixty"'))).toBe(true);
  });

  it('with no valid period: hidden, the switch still sets the mode', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openProductPage('projector-105', { islands: ['product-subscription'], edit: (h) => h.replaceAll(/data-days="\d+"/g, 'data-days="0"') });
    expect(section().hidden).toBe(true);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    fireEvent.click(switchOn());
    expect(store().subscription).toBe(true);
  });

  it('unmounting restores the section’s ARIA and stops listening to the switch', async () => {
    await openProductPage('projector-105', { islands: ['product-subscription'] });
    act(() => unmountWithin(section()));
    expect(section().getAttribute('role')).toBe('group');
    expect(section().getAttribute('aria-labelledby')).toBe('projector_subscription_label');
    fireEvent.click(switchOn());
    expect(store().subscription).toBe(false);
  });
});

describe('product-subscription: the chosen period’s lines outside the group', () => {
  /** projector-105 with the theme's saving line and period text, each period with its saving text (the 60 days none). */
  const withLines = (h: string) =>
    h
      .replace('data-days="30" data-rebate-type="percent" data-rebate-value="10"', '$& data-rebate-value-formatted="6,00 zł"')
      .replace('data-days="90" data-rebate-type="percent" data-rebate-value="10"', '$& data-rebate-value-formatted="18,00 zł"')
      .replace('<div id="projector_prices_section"', '<p class="projector_purchase__yousave --active">Oszczędzasz <span class="projector_purchase__yousave_value">6,00 zł</span></p><p class="projector_prices__period">co <span class="projector_prices__period_value">30 dni</span></p>$&');
  const yousave = () => document.querySelector('.projector_purchase__yousave')!;
  const periodValue = () => document.querySelector('.projector_prices__period_value')!.textContent;

  it('left as the server rendered them at load; a choice sets the saving line and the period text, as the platform’s script does', async () => {
    await openProductPage('projector-105', { islands: ['product-subscription'], edit: withLines });
    expect([yousave().classList.contains('--active'), yousave().textContent, periodValue()]).toEqual([true, 'Oszczędzasz 6,00 zł', '30 dni']);
    fireEvent.click(radio('90 dni'));
    expect([yousave().classList.contains('--active'), yousave().textContent, periodValue()]).toEqual([true, 'Oszczędzasz 18,00 zł', '90 dni']);
    // A period without its saving text: the line goes off.
    fireEvent.click(radio('60 dni'));
    expect([yousave().classList.contains('--active'), periodValue()]).toEqual([false, '60 dni']);
    expect(radio('90 dni').getAttribute('data-rebate-value-formatted')).toBe('18,00 zł');
  });

  it('one day is "1 dzień"', async () => {
    const oneDay = (h: string) => withLines(h).replace('data-days="60"', 'data-days="1"');
    await openProductPage('projector-105', { islands: ['product-subscription'], edit: oneDay });
    fireEvent.click(radio('60 dni'));
    expect(periodValue()).toBe('1 dzień');
  });

  it('a page without the lines: nothing else changes', async () => {
    await openProductPage('projector-105', { islands: ['product-subscription'] });
    fireEvent.click(radio('90 dni'));
    expect(document.querySelector('.projector_purchase__yousave, .projector_prices__period_value')).toBeNull();
    expect(store().subscriptionDays).toBe(90);
  });
});

describe('periodText', () => {
  it('is Polish by default with the singular for one day, and has English', () => {
    const pl = { days: '{days} dni', day: '{days} dzień' };
    const en = { days: '{days} days', day: '{days} day' };
    expect([periodText(1, pl), periodText(30, pl), periodText(1, en), periodText(14, en)]).toEqual(['1 dzień', '30 dni', '1 day', '14 days']);
  });
});
