import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog, type CloseReason } from './Dialog';
import { firstFocus, focusables, isShown, lockScroll, outsideClickBlock, trapTab } from './modal-layer';

const pageOpener = () => {
  document.body.innerHTML =
    '<div id="container"><header><a id="opener" href="#x">Otwórz</a></header><main id="content"><p>Treść</p><input id="page_input"></main></div>' +
    '<footer><a id="footer_link" href="/a">Stopka</a></footer>';
  return document.getElementById('opener')!;
};

function Harness({ onClose, children }: { onClose?: (r: CloseReason) => void; children?: React.ReactNode }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <Dialog
      label="Okno testowe"
      closeLabel="Zamknij"
      closeSign="×"
      className="--test"
      onClose={(reason) => {
        onClose?.(reason);
        setOpen(false);
      }}
    >
      {children ?? (
        <>
          <input id="in_dialog" aria-label="Imię" />
          <button type="button" id="last">OK</button>
        </>
      )}
    </Dialog>
  ) : null;
}

const openDialog = (onClose = vi.fn(), children?: React.ReactNode) => {
  const opener = pageOpener();
  opener.focus();
  render(<Harness onClose={onClose}>{children}</Harness>, { container: document.getElementById('content')!.appendChild(document.createElement('div')) });
  return { opener, onClose, dialog: screen.getByRole('dialog', { name: 'Okno testowe' }) };
};

const clickOutside = (el: Element = document.body) => {
  fireEvent.pointerDown(el);
  fireEvent.click(el);
};

describe('<Dialog>', () => {
  it('is an APG modal dialog in IdoSell modal markup: focus moves in, the page is inert, scroll is locked', () => {
    const { dialog } = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toBe('modal --test');
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog.querySelector(':scope > .modal__wrapper > .modal__close + .modal__content')).not.toBeNull();
    expect(document.activeElement?.id).toBe('in_dialog');
    expect((document.getElementById('container') as HTMLElement).inert).toBe(true);
    expect(document.querySelector('footer')!.inert).toBe(true);
    expect(dialog.inert).toBe(false);
    expect(document.documentElement.classList.contains('--modal')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('traps Tab and Shift+Tab inside', () => {
    const { dialog } = openDialog();
    const last = document.getElementById('last')!;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zamknij' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Zamknij' })), 'close'],
    ['Escape', () => fireEvent.keyDown(document.getElementById('last')!, { key: 'Escape' }), 'escape'],
    ['an outside click', () => clickOutside(document.querySelector('.modal')!), 'outside'],
  ] as const)('closes on %s, puts the page back and returns focus to the opener', (_name, act, reason) => {
    const { opener, onClose } = openDialog();
    document.getElementById('last')!.focus();
    act();
    expect(onClose).toHaveBeenCalledExactlyOnceWith(reason);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.documentElement.classList.contains('--modal')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('a click inside, or a press that started inside, does not close', () => {
    const { onClose } = openDialog();
    clickOutside(document.getElementById('last')!);
    fireEvent.pointerDown(document.getElementById('last')!);
    fireEvent.click(document.body);
    // The click that opened it (no press seen) neither.
    fireEvent.click(document.body);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an outside click does not close while an input in it is focused', () => {
    const { onClose } = openDialog();
    document.getElementById('in_dialog')!.focus();
    clickOutside();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    // As in a browser: the press moves focus off the input before the click arrives.
    fireEvent.pointerDown(document.body);
    (document.activeElement as HTMLElement).blur();
    fireEvent.click(document.body);
    expect(onClose).not.toHaveBeenCalled();
    // Escape still does.
    document.getElementById('in_dialog')!.focus();
    fireEvent.keyDown(document.getElementById('in_dialog')!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('an outside click does not close while the cookie banner is visible, and the banner stays usable', () => {
    pageOpener();
    document.body.insertAdjacentHTML('beforeend', '<div id="menu_notice" class="menu_notice"><button type="button">Akceptuję</button></div>');
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    document.getElementById('last')!.focus();
    const banner = document.getElementById('menu_notice')!;
    expect(banner.inert).toBe(false);
    clickOutside(banner.querySelector('button')!);
    expect(onClose).not.toHaveBeenCalled();
    // Hidden again: outside clicks close once more.
    banner.hidden = true;
    clickOutside();
    expect(onClose).toHaveBeenCalledWith('outside');
  });

  it('an outside click does not close while a top-layer backdrop is shown', () => {
    pageOpener();
    document.body.insertAdjacentHTML('beforeend', '<div class="toplayer__backdrop"></div>');
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    document.getElementById('last')!.focus();
    clickOutside(document.querySelector('.toplayer__backdrop')!);
    expect(onClose).not.toHaveBeenCalled();
    document.querySelector('.toplayer__backdrop')!.remove();
    clickOutside();
    expect(onClose).toHaveBeenCalledWith('outside');
  });

  it('keeps notification layers (the toast stack) usable, and a click in one is not an outside click', () => {
    const onClose = vi.fn();
    pageOpener();
    const stack = document.body.appendChild(document.createElement('section'));
    stack.setAttribute('data-notification-layer', '');
    const close = stack.appendChild(document.createElement('button'));
    document.getElementById('opener')!.focus();
    render(<Harness onClose={onClose} />, { container: document.getElementById('content')!.appendChild(document.createElement('div')) });
    expect(stack.inert).toBe(false);
    expect((document.getElementById('container') as HTMLElement).inert).toBe(true);
    document.getElementById('last')!.focus(); // not typing: outside clicks may close
    clickOutside(close);
    expect(onClose).not.toHaveBeenCalled();
    clickOutside(document.getElementById('footer_link')!);
    expect(onClose).toHaveBeenCalledWith('outside');
  });

  it('focuses the close button when the content has nothing focusable', () => {
    openDialog(vi.fn(), <p>Tylko tekst</p>);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zamknij' }));
  });
});

describe('modal-layer helpers', () => {
  it('isShown: hidden attribute, display none on an ancestor, visibility hidden', () => {
    document.body.innerHTML = '<div id="a"></div><div hidden><p id="b"></p></div><div style="display:none"><p id="c"></p></div><p id="d" style="visibility:hidden"></p>';
    expect(['a', 'b', 'c', 'd'].map((id) => isShown(document.getElementById(id)))).toEqual([true, false, false, false]);
    expect(isShown(null)).toBe(false);
  });

  it('focusables skips disabled, hidden and tabindex=-1 elements, links and buttons included', () => {
    document.body.innerHTML =
      '<div id="r"><a href="#" tabindex="-1">out</a><a href="#">a</a><a>no href</a><button disabled>b</button><button tabindex="-1">c</button><input type="hidden"><input hidden><span tabindex="-1"></span><span tabindex="0">s</span><textarea></textarea></div>';
    expect(focusables(document.getElementById('r')!).map((e) => e.textContent || e.tagName)).toEqual(['a', 's', 'TEXTAREA']);
  });

  it('firstFocus: the first control with a name and a box; else the first control', () => {
    document.body.innerHTML = '<div id="r"><a id="pic" href="/p"><img src="x.png" alt=""></a><a id="nobox" href="/p">Nazwa</a><a id="name" href="/p">Nazwa</a></div>';
    const root = document.getElementById('r')!;
    const box = (id: string, w: number) =>
      vi.spyOn(document.getElementById(id)!, 'getBoundingClientRect').mockReturnValue({ width: w, height: w ? 20 : 0, top: 0, left: 0, right: w, bottom: 20, x: 0, y: 0, toJSON: () => ({}) } as DOMRect);
    box('pic', 120);
    box('nobox', 0);
    box('name', 80);
    expect(firstFocus(root)?.id).toBe('name');
    box('name', 0);
    expect(firstFocus(root)?.id).toBe('pic');
  });

  it('trapTab with nothing focusable keeps focus on the dialog itself', () => {
    document.body.innerHTML = '<div id="r" tabindex="-1"><p>x</p></div>';
    const root = document.getElementById('r')!;
    const event = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    trapTab(event, root);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(root);
  });

  it('outsideClickBlock names the exception; checkboxes and buttons are not typing', () => {
    document.body.innerHTML = '<div id="d"><input id="t"><input id="c" type="checkbox"><select id="s"></select></div>';
    const d = document.getElementById('d')!;
    document.getElementById('c')!.focus();
    expect(outsideClickBlock(d)).toBeNull();
    document.getElementById('t')!.focus();
    expect(outsideClickBlock(d)).toBe('input-focused');
    document.getElementById('s')!.focus();
    expect(outsideClickBlock(d)).toBe('input-focused');
  });

  it('lockScroll nests and restores the page’s own overflow', () => {
    document.documentElement.style.overflow = 'auto';
    const a = lockScroll();
    const b = lockScroll();
    a();
    a();
    expect(document.documentElement.style.overflow).toBe('hidden');
    b();
    expect(document.documentElement.style.overflow).toBe('auto');
    expect(document.documentElement.classList.contains('--modal')).toBe(false);
    document.documentElement.style.overflow = '';
  });
});
