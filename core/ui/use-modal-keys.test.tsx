// The keys every modal shares (the page's dialog and the calendar's date picker).
import { render, fireEvent } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useModalKeys, type ModalKeysOptions } from './use-modal-keys';

function Modal({ onEscape, options }: { onEscape: () => void; options?: ModalKeysOptions }) {
  const ref = useRef<HTMLDivElement>(null);
  useModalKeys(ref, onEscape, options);
  return (
    <div ref={ref} role="dialog" aria-label="m" tabIndex={-1}>
      <button type="button">first</button>
      <input aria-label="inner" />
      <button type="button">last</button>
    </div>
  );
}

describe('useModalKeys', () => {
  it('Escape asks to close once and is taken; the page still hears it unless the modal keeps it', () => {
    const onEscape = vi.fn();
    const page = vi.fn();
    document.addEventListener('keydown', page);
    const { getByText, unmount } = render(<Modal onEscape={onEscape} />);
    expect(fireEvent.keyDown(getByText('first'), { key: 'Escape' })).toBe(false);
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
    unmount();
    render(<Modal onEscape={onEscape} options={{ keepEscape: true }} />);
    fireEvent.keyDown(getByTextIn(document.body, 'first'), { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(2);
    expect(page).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', page);
  });

  it('an Escape something inside already took (a widget clearing its field) does not close', () => {
    const onEscape = vi.fn();
    const { getByLabelText } = render(<Modal onEscape={onEscape} />);
    const input = getByLabelText('inner') as HTMLInputElement;
    input.addEventListener('keydown', (e) => e.key === 'Escape' && e.preventDefault());
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('Tab from the last control goes to the first, Shift+Tab from the first to the last', () => {
    const { getByText } = render(<Modal onEscape={() => {}} />);
    getByText('last').focus();
    fireEvent.keyDown(getByText('last'), { key: 'Tab' });
    expect(document.activeElement).toBe(getByText('first'));
    fireEvent.keyDown(getByText('first'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(getByText('last'));
  });

  it('the newest onEscape is the one called', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, getByText } = render(<Modal onEscape={first} />);
    rerender(<Modal onEscape={second} />);
    fireEvent.keyDown(getByText('first'), { key: 'Escape' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

function getByTextIn(root: HTMLElement, text: string): HTMLElement {
  return [...root.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === text)!;
}
