import { useEffect } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useShop } from '../../core/store';
import { selectViewLevel } from '../../core/store/selectors';
import { moveBack, moveIn } from './grid';

export interface MobileGridConfig {
  /** View levels on which the blocks live in the aside (the spec: mobile, i.e. 1). */
  views: number[];
}

/** Moves the marked blocks into the aside on the mobile view and back on the others; renders nothing. */
export function MobileGrid({ config, container }: IslandProps<MobileGridConfig>) {
  const level = useShop(selectViewLevel);
  const active = config.views.includes(level);
  useEffect(() => {
    if (!active) return;
    const moved = moveIn(container);
    return () => moveBack(moved);
  }, [active, container]);
  return null;
}
