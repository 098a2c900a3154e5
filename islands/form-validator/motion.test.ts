// After a failed submit the first wrong field is scrolled to: smooth, or instant under reduced motion
// ('auto' would follow a theme's CSS scroll-behavior: smooth, so 'instant' is passed explicitly).
import { describe, expect, it, vi } from 'vitest';
import { stubReducedMotion } from '../../fixtures/reduced-motion';
import { focusField } from './dom-state';
import type { Field } from './fields';

describe('focusField and reduced motion', () => {
  it.each([
    [true, 'instant'],
    [false, 'smooth'],
  ] as const)('reduce %s: scrolls with behavior %s and focuses without a second scroll', (reduce, behavior) => {
    stubReducedMotion(reduce);
    document.body.innerHTML = '<input id="f">';
    const control = document.getElementById('f') as HTMLInputElement;
    const scroll = vi.fn();
    control.scrollIntoView = scroll;
    focusField({ control } as unknown as Field);
    expect(scroll).toHaveBeenCalledWith({ block: 'center', behavior });
    expect(document.activeElement).toBe(control);
  });
});
