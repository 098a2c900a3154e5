// The header search (#menu_search) as a WAI-ARIA APG combobox: the server's own input gets the
// combobox ARIA and keys, the listbox is rendered into the theme's results block. With our JS off
// (or before the island wakes) the form simply submits to /search.php.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { scrollBehavior } from '../../core/dom/motion';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';
import { formatMoney, formatPoints } from '../../core/money';
import { formatText, useTexts } from '../../core/texts';
import { selectCurrency, selectLanguage, selectPriceType, selectViewLevel, useShop } from '../../core/store';
import { nextActive } from './keys';
import { isEmptyResult, showAllHref, toGroups, type IconMode, type SearchResults } from './results';
import { optionId, ResultsList, type PriceView } from './ResultsList';
import { texts } from './texts';
import { dialogBox, useFullscreen } from './use-fullscreen';
import { useSearch } from './use-search';

export interface LiveSearchConfig {
  input: HTMLInputElement | null;
  /** The theme's `div.menu_search__item.--results`; without it the listbox goes into the island's host. */
  results: HTMLElement | null;
  mobileLink: HTMLAnchorElement | null;
  action: string;
  minLength: number;
  delay: number;
  /** data-search-icons: 'platform' (default: iconSmall is the webp) or 'spec' (iconSmallSecond is the webp). */
  icons: IconMode;
  /** data-search-points="true": zero-priced results ask their price in points (one projector.php call each). */
  points: boolean;
}

export function LiveSearch(props: IslandProps<LiveSearchConfig>) {
  // readConfig has said why; the form keeps working as the server sent it.
  return props.config.input ? <Combobox {...props} input={props.config.input} /> : null;
}

function Combobox({ config, container, input }: IslandProps<LiveSearchConfig> & { input: HTMLInputElement }) {
  const t = useTexts(texts);
  const lang = useShop(selectLanguage);
  const level = useShop(selectViewLevel);
  const priceType = useShop(selectPriceType);
  const currency = useShop(selectCurrency);
  const patch = useDomPatch();
  // The form's loading state (spec: form states) is set outside React: no render when the request leaves.
  const onLoading = useCallback((loading: boolean) => patch.toggle(container, '--loading', loading), [patch, container]);
  const search = useSearch({ minLength: config.minLength, delay: config.delay, lang, onLoading, points: config.points });
  const { state } = search;
  const closeRef = useRef<HTMLButtonElement>(null);
  // The full-screen search's dialog; what the island renders of its own goes inside it.
  const box = useMemo(() => dialogBox(container, input), [container, input]);
  const fullscreen = useFullscreen(input, config.mobileLink, closeRef, level === 1, box, t.dialog);
  const [focused, setFocused] = useState(() => container.contains(document.activeElement));
  // The active option belongs to one set of results; new results start with none active.
  const [pick, setPick] = useState<{ results: SearchResults | null; index: number }>({ results: null, index: -1 });
  const listboxId = `${input.id || 'menu_search'}_listbox`;

  const groups = useMemo(
    () => (state.results ? toGroups(state.results, showAllHref(config.action, state.text), formatText(t.showAll, { text: state.text })) : []),
    [state.results, state.text, config.action, t.showAll],
  );
  const count = groups.reduce((n, g) => n + g.options.length, 0);
  const engaged = focused || fullscreen.open;
  const open = state.open && engaged && count > 0;
  const active = open && pick.results === state.results ? pick.index : -1;
  const price = useMemo<PriceView>(
    () => ({ type: priceType, format: (v) => formatMoney(v, currency), points: (v) => formatPoints(v, '', currency), icons: config.icons }),
    [priceType, currency, config.icons],
  );

  useLayoutEffect(() => {
    // ARIA that promises keyboard behaviour exists only while the island that provides it is mounted.
    patch.attr(input, 'role', 'combobox');
    patch.attr(input, 'aria-autocomplete', 'list');
    patch.attr(input, 'aria-controls', listboxId);
    patch.attr(input, 'aria-expanded', String(open));
    patch.attr(input, 'aria-activedescendant', active >= 0 ? optionId(listboxId, active) : null);
    patch.toggle(container, '--open', open);
    patch.toggle(container, '--focus', engaged);
    patch.toggle(document.documentElement, '--results-open', open);
    patch.toggle(document.documentElement, '--search-open', fullscreen.open);
    // The theme hides the block while it is :empty; the listbox element is always there, so hide it.
    if (config.results) patch.hidden(config.results, !open);
  }, [patch, input, container, config.results, listboxId, open, active, engaged, fullscreen.open]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(listboxId, active))?.scrollIntoView?.({ block: 'nearest', behavior: scrollBehavior() });
  }, [active, listboxId]);

  // A layout effect: the key handler must see the state the page already shows (the classes set
  // above), or an Escape pressed between commit and a passive effect would act on the old state.
  useLayoutEffect(() => {
    const onInput = (): void => search.input(input.value);
    const onFocus = (): void => search.reopen(input.value);
    const onKey = (event: KeyboardEvent): void => {
      if (event.isComposing) return;
      if (event.key === 'Escape') {
        // APG: the first Escape closes the listbox, the next one clears the text (the full-screen mode closes in between).
        if (open) {
          search.close();
          setPick({ results: null, index: -1 });
        }
        else if (fullscreen.open) fullscreen.close();
        else if (input.value && event.target === input) {
          input.value = '';
          search.clear();
        } else return;
        event.preventDefault();
        return;
      }
      if (event.target !== input) return;
      const next = open ? nextActive(event.key, active, count) : null;
      if (next !== null) {
        event.preventDefault();
        setPick({ results: state.results, index: next });
      } else if (event.key === 'ArrowDown') {
        search.reopen(input.value);
      } else if (event.key === 'Enter' && active >= 0) {
        // Follows the option's own link (theme listeners and analytics see a real click); without
        // an active option Enter submits the form natively.
        event.preventDefault();
        document.getElementById(optionId(listboxId, active))?.click();
      }
    };
    const onFocusIn = (): void => setFocused(true);
    const onFocusOut = (event: FocusEvent): void => {
      if (event.relatedTarget instanceof Node && container.contains(event.relatedTarget)) return;
      setFocused(false);
      setPick({ results: null, index: -1 });
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    container.addEventListener('keydown', onKey);
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      container.removeEventListener('keydown', onKey);
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [input, container, search, open, active, count, state.results, fullscreen, listboxId]);

  // The island wakes on the first focus or key: text typed while its chunk loaded is searched now.
  const woke = useRef(false);
  useEffect(() => {
    if (woke.current) return;
    woke.current = true;
    if (document.activeElement === input && input.value !== input.defaultValue) search.input(input.value);
  }, [input, search]);

  const empty = !!state.results && isEmptyResult(state.results);
  const message = !engaged ? '' : open ? formatText(t.count, { n: count }) : empty ? t.none : '';
  const list = <ResultsList id={listboxId} groups={groups} active={active} open={open} t={t} price={price} />;
  const own = (
    <>
      {!config.results && list}
      <div role="status" className="menu_search__status" style={VISUALLY_HIDDEN}>
        {message}
      </div>
      {fullscreen.open && <button ref={closeRef} type="button" className="menu_search__close" aria-label={t.close} onClick={fullscreen.close} />}
    </>
  );
  return (
    <>
      {config.results && createPortal(list, config.results)}
      {/* Inside the dialog box (the island's host, where the box is the container, already is). */}
      {box === container ? own : createPortal(own, box)}
    </>
  );
}
