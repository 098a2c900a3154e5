import { describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, scrollBehavior, watchReducedMotion } from './motion';
import { stubReducedMotion } from '../../fixtures/reduced-motion';

describe('reduced motion', () => {
  it('reads the setting; scrolls are instant under it (overriding a theme’s smooth CSS), else as asked', () => {
    stubReducedMotion(true);
    expect(prefersReducedMotion()).toBe(true);
    expect(scrollBehavior('smooth')).toBe('instant');
    expect(scrollBehavior()).toBe('instant');
    stubReducedMotion(false);
    expect(prefersReducedMotion()).toBe(false);
    expect(scrollBehavior('smooth')).toBe('smooth');
    expect(scrollBehavior()).toBe('auto');
  });

  it('a browser without matchMedia counts as no preference', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
    expect(scrollBehavior('smooth')).toBe('smooth');
    expect(watchReducedMotion(() => {})).toBeTypeOf('function');
  });

  it('reports changes until stopped', () => {
    const motion = stubReducedMotion(false);
    const seen: boolean[] = [];
    const stop = watchReducedMotion((reduce) => seen.push(reduce));
    motion.set(true);
    motion.set(false);
    stop();
    motion.set(true);
    expect(seen).toEqual([true, false]);
  });
});
