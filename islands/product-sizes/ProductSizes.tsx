import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { afterNextPaint } from '../../core/dom/yield';
import { getShopStore, selectProduct, selectSelectedSize, useShop } from '../../core/store';
import { initialSize } from '../../core/store/product.slice';
import { useTexts } from '../../core/texts';
import { texts } from './texts';
import { isOneSize, sizeOptions, unknownItems, withSelectedSize, type SizeItem } from './sizes';
import { SizeRadios } from './SizeRadios';
import { SizeSelect } from './SizeSelect';

export interface SizesConfig {
  prefix: string;
  label: { id: string; text: string };
  items: SizeItem[];
  /** The server rendered the select variant (many sizes): its classes and name. */
  select: { className: string; name: string | null } | null;
  /** data-select=true on the section. */
  selectMarked: boolean;
  /** data-onesize=true: nothing to choose. */
  oneSize: boolean;
  /** data-sizes-select-from: from this many sizes on, a select instead of the buttons. */
  selectFrom: number;
  /** The server's size chart block inside the section: put back after the island's markup, never re-rendered. */
  chart: Element | null;
  /** The address or the server's links carried ?selected_size: keep the address in step. */
  urlParam: boolean;
}

const choose = (type: string) => getShopStore().getState().product.selectSize(type);

/**
 * Reload and share keep the choice: the address says it, without a history entry per click. Compared with
 * the size the page was served with, so a choice made before the island mounted (the product form's job
 * takes the first tap on a size) is written too.
 */
function useSelectedSizeInUrl(enabled: boolean, selected: string | null, served: string | null): void {
  const previous = useRef(served);
  const latest = useRef(selected);
  useEffect(() => {
    latest.current = selected;
    if (!enabled || previous.current === selected) return;
    previous.current = selected;
    // Once the frame showing the choice is painted: the address is no part of what the shopper waits to see,
    // and replaceState is several milliseconds of the click's task (at 4× CPU a quarter of it). The newest
    // choice is written then, so choices quicker than a frame end in one address.
    afterNextPaint(() => {
      const next = withSelectedSize(window.location.href, latest.current);
      if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
    });
  }, [enabled, selected]);
}

export function ProductSizes({ config, container }: IslandProps<SizesConfig>) {
  const t = useTexts(texts);
  const model = useShop(selectProduct);
  const selected = useShop(selectSelectedSize);
  const live = useShop((s) => s.product.sizeData);
  const patch = useDomPatch();
  const oneSize = config.oneSize || (model !== null && isOneSize(model));
  useSelectedSizeInUrl(config.urlParam, selected, initialSize(model));

  useEffect(() => {
    // The store has the one size chosen already; an empty section would only leave a gap.
    if (oneSize) patch.hidden(container, true);
  }, [oneSize, patch, container]);

  // The server's chart block after the island's markup (React cleared the section on its first commit);
  // the runtime puts the section's server nodes back on unmount.
  useLayoutEffect(() => {
    const chart = config.chart;
    if (chart && chart.parentNode !== container) container.append(chart);
  });

  useEffect(() => {
    const unknown = model ? unknownItems(config.items, model) : [];
    if (unknown.length > 0) console.error(`[storefront:product-sizes] sizes ${unknown.map((u) => `"${u}"`).join(', ')} in the markup are not in the product data; not listed`);
  }, [config.items, model]);

  const sizes = useMemo(() => (model ? sizeOptions(config.items, model, live) : []), [config.items, model, live]);
  if (!model || oneSize) return null;

  const asSelect = config.select !== null || config.selectMarked || sizes.length >= config.selectFrom;
  const labelId = config.label.id;
  return (
    <>
      <span id={labelId} className="projector_sizes__label">{config.label.text || t.label}</span>
      {asSelect ? (
        <div className="projector_sizes__sub">
          <SizeSelect id={`${config.prefix}sizes_select`} server={config.select} sizes={sizes} selected={selected} labelId={labelId} onChoose={choose} />
        </div>
      ) : (
        <SizeRadios sizes={sizes} selected={selected} labelId={labelId} onChoose={choose} />
      )}
    </>
  );
}
