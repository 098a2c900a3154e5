import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useUid } from './use-uid';

function Probe() {
  return <span data-testid="probe" id={useUid()} />;
}

describe('useUid', () => {
  it('gives each component in separate roots (two islands) its own id, kept across renders', () => {
    const a = render(<Probe />);
    const b = render(<Probe />);
    const first = a.container.querySelector('span')!.id;
    const second = b.container.querySelector('span')!.id;
    expect(first).toMatch(/^sf\d+$/);
    expect(second).not.toBe(first);
    a.rerender(<Probe />);
    expect(a.container.querySelector('span')!.id).toBe(first);
  });
});
