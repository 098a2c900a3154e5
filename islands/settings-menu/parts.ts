// Finds the server's settings markup: div.open_trigger.hover__wrapper > a.open_trigger__link + form.hover__element.

export interface SettingsParts {
  wrapper: HTMLElement;
  link: HTMLElement;
  form: HTMLFormElement;
}

/** The parts, or null with a message naming what is missing (the menu then stays as the server sent it). */
export function findParts(container: HTMLElement): SettingsParts | null {
  const form = container.querySelector<HTMLFormElement>('form.hover__element');
  const wrapper = form?.parentElement;
  // The toggle is the link next to the form; the theme's hover CSS is keyed to that pair.
  const link = wrapper?.querySelector<HTMLElement>(':scope > a.open_trigger__link') ?? wrapper?.querySelector<HTMLElement>(':scope > a[href]');
  if (!form || !wrapper || !link) {
    const missing = !form ? 'form.hover__element' : 'a.open_trigger__link next to its form';
    console.error(`[storefront:settings-menu] #${container.id || 'menu_settings'} has no ${missing}; the menu is left as the server sent it`);
    return null;
  }
  return { wrapper, link, form };
}

/** The form's own style attribute with the display the disclosure needs (inline, so hover CSS cannot reopen it). */
export function panelStyle(base: string, open: boolean): string {
  const trimmed = base.trim();
  const sep = trimmed && !trimmed.endsWith(';') ? ';' : '';
  return `${trimmed}${sep}display:${open ? 'block' : 'none'}`;
}
