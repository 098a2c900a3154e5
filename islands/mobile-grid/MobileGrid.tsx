import { useEffect } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useShop } from '../../core/store';
import { selectViewLevel } from '../../core/store/selectors';
import { useTexts } from '../../core/texts';
import { moveBack, moveIn } from './grid';
import { enhanceTabs } from './tabs';
import { texts } from './texts';

export interface MobileGridConfig {
  /** View levels on which the blocks live in the aside (the spec: mobile, i.e. 1). */
  views: number[];
}

/**
 * Moves the marked blocks into the aside on the mobile view and back on the others, and there makes
 * the aside's "Menu" / "Konto" buttons tabs over those blocks; renders nothing.
 */
export function MobileGrid({ config, container }: IslandProps<MobileGridConfig>) {
  const level = useShop(selectViewLevel);
  const active = config.views.includes(level);
  const t = useTexts(texts);
  useEffect(() => {
    if (!active) return;
    const moved = moveIn(container);
    return () => moveBack(moved);
  }, [active, container]);
  // After the move (effects run in order): the tabs' panels are the filled placeholders.
  useEffect(() => (active ? enhanceTabs(container, t) : undefined), [active, container, t]);
  return null;
}
