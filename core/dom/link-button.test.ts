import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { createDomPatch } from './patch';
import { linkAsButton } from './link-button';

const setup = () => {
  document.body.innerHTML = '<a href="/page">Page</a>';
  const link = document.querySelector('a')!;
  const patch = createDomPatch();
  const activate = vi.fn();
  const stop = linkAsButton(link, patch, activate);
  return { link, patch, activate, stop };
};

describe('linkAsButton', () => {
  it('is a button while it runs: click, Enter (the browser’s click) and Space activate it', () => {
    const { link, activate } = setup();
    expect(link.getAttribute('role')).toBe('button');
    expect(fireEvent.click(link)).toBe(false);
    expect(fireEvent.keyDown(link, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(link, { key: 'a' })).toBe(true);
    expect(activate).toHaveBeenCalledTimes(2);
  });

  it('leaves new-tab clicks to the browser', () => {
    const { link, activate } = setup();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(activate).not.toHaveBeenCalled();
  });

  it('is a plain link again after stop and restore', () => {
    const { link, patch, activate, stop } = setup();
    stop();
    patch.restore();
    expect(link.hasAttribute('role')).toBe(false);
    expect(fireEvent.click(link)).toBe(true);
    expect(activate).not.toHaveBeenCalled();
  });
});
