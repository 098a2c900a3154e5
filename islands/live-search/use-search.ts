// When and what to search: 500 ms after typing stops, from the minimum length, one request at a time
// (a newer text aborts the older request), answered from sessionStorage when the text was seen before.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint } from '../../core/dom/yield';
import { isAbortError } from '../../core/http';
import { readCache, searchText, writeCache } from './api';
import { isEmptyResult, type SearchResults } from './results';

export interface SearchOptions {
  minLength: number;
  delay: number;
  lang: string;
  /** Look up the points of zero-priced results (the island's data-search-points). */
  points?: boolean;
  /**
   * A request for the latest text started (true) or ended, was answered or replaced (false). Called
   * synchronously and outside React: the form's loading class is set without a render, so no React
   * work and no extra frame stand between the request leaving and its answer being shown.
   */
  onLoading?: (loading: boolean) => void;
}

export interface SearchState {
  /** The text `results` belong to. */
  text: string;
  results: SearchResults | null;
  /** The listbox is shown: results with at least one entry, not closed by the shopper. */
  open: boolean;
}

const INITIAL: SearchState = { text: '', results: null, open: false };

export function useSearch({ minLength, delay, lang, onLoading, points = false }: SearchOptions) {
  const [state, setState] = useState<SearchState>(INITIAL);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  /** The text the shopper has now; answers for any other text are stale. */
  const latest = useRef('');
  /** sessionStorage writes waiting for the answer's frame to be painted (each done once). */
  const pendingWrites = useRef(new Set<() => void>());
  const loadingChanged = useRef(onLoading);
  useEffect(() => {
    loadingChanged.current = onLoading;
  }, [onLoading]);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (request.current) {
      request.current.abort();
      request.current = null;
      loadingChanged.current?.(false);
    }
  }, []);

  const show = useCallback((text: string, results: SearchResults) => {
    setState({ text, results, open: !isEmptyResult(results) });
  }, []);

  const run = useCallback(
    (text: string) => {
      const cached = readCache(text, lang);
      if (cached) return show(text, cached);
      const controller = new AbortController();
      request.current = controller;
      loadingChanged.current?.(true);
      searchText(text, controller.signal, undefined, points).then(
        (results) => {
          if (request.current === controller) {
            request.current = null;
            loadingChanged.current?.(false);
          }
          // Rendered in this task, not one scheduler hop later: the answer is on screen in the next frame.
          if (latest.current === text) flushSync(() => show(text, results));
          // The sessionStorage write waits until that frame is painted (or the unmount, below).
          const write = (): void => {
            if (pendingWrites.current.delete(write)) writeCache(text, lang, results);
          };
          pendingWrites.current.add(write);
          afterNextPaint(write);
        },
        (error: unknown) => {
          if (isAbortError(error) || controller.signal.aborted) return;
          if (request.current === controller) {
            request.current = null;
            loadingChanged.current?.(false);
          }
          // Spec section 8: a failed search shows nothing and closes the dropdown.
          console.error(`[storefront:live-search] search for "${text}" failed: ${(error as Error).message}`, error);
          if (latest.current === text) setState({ text, results: null, open: false });
        },
      );
    },
    [lang, show, points],
  );

  /** The input's value changed (typing, pasting, deleting). */
  const input = useCallback(
    (value: string) => {
      const text = value.trim();
      if (text === latest.current && (timer.current || request.current)) return;
      latest.current = text;
      stop();
      if (text.length < minLength) {
        setState((s) => (s.open ? { ...s, open: false } : s));
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = undefined;
        run(text);
      }, delay);
    },
    [delay, minLength, run, stop],
  );

  /** Shows the last results again (focus back in the input, ArrowDown) if they are for `value`. */
  const reopen = useCallback((value: string) => {
    setState((s) => (s.results && !s.open && s.text === value.trim() && !isEmptyResult(s.results) ? { ...s, open: true } : s));
  }, []);

  const close = useCallback(() => setState((s) => (s.open ? { ...s, open: false } : s)), []);

  /** The shopper cleared the text: nothing pending, nothing shown. */
  const clear = useCallback(() => {
    latest.current = '';
    stop();
    setState(INITIAL);
  }, [stop]);

  // On unmount the request and timer stop, and a cache write still waiting for its frame is done now:
  // nothing of the island is left to run later (a write landing after the page, or a test, moved on).
  // A layout effect, so this happens as the island unmounts under Preact too (the lean build), which
  // runs an unmounted tree's passive cleanups only after the next paint.
  useLayoutEffect(() => {
    const writes = pendingWrites.current;
    return () => {
      stop();
      for (const write of [...writes]) write();
    };
  }, [stop]);

  return { state, input, reopen, close, clear };
}
