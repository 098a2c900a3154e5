// When and what to search: 500 ms after typing stops, from the minimum length, one request at a time
// (a newer text aborts the older request), answered from sessionStorage when the text was seen before.
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isAbortError } from '../../core/http';
import { readCache, searchText, writeCache } from './api';
import { isEmptyResult, type SearchResults } from './results';

export interface SearchOptions {
  minLength: number;
  delay: number;
  lang: string;
}

export interface SearchState {
  /** The text `results` belong to. */
  text: string;
  results: SearchResults | null;
  /** A request for the latest text is in flight. */
  loading: boolean;
  /** The listbox is shown: results with at least one entry, not closed by the shopper. */
  open: boolean;
}

const INITIAL: SearchState = { text: '', results: null, loading: false, open: false };

export function useSearch({ minLength, delay, lang }: SearchOptions) {
  const [state, setState] = useState<SearchState>(INITIAL);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  /** The text the shopper has now; answers for any other text are stale. */
  const latest = useRef('');

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    request.current?.abort();
    request.current = null;
  }, []);

  const show = useCallback((text: string, results: SearchResults) => {
    setState({ text, results, loading: false, open: !isEmptyResult(results) });
  }, []);

  const run = useCallback(
    (text: string) => {
      const cached = readCache(text, lang);
      if (cached) return show(text, cached);
      const controller = new AbortController();
      request.current = controller;
      setState((s) => ({ ...s, loading: true }));
      searchText(text, controller.signal).then(
        (results) => {
          if (request.current === controller) request.current = null;
          // Rendered in this task, not one scheduler hop later: the answer is on screen in the next frame.
          if (latest.current === text) flushSync(() => show(text, results));
          writeCache(text, lang, results);
        },
        (error: unknown) => {
          if (isAbortError(error) || controller.signal.aborted) return;
          request.current = null;
          // Spec section 8: a failed search shows nothing and closes the dropdown.
          console.error(`[storefront:live-search] search for "${text}" failed: ${(error as Error).message}`, error);
          if (latest.current === text) setState({ text, results: null, loading: false, open: false });
        },
      );
    },
    [lang, show],
  );

  /** The input's value changed (typing, pasting, deleting). */
  const input = useCallback(
    (value: string) => {
      const text = value.trim();
      if (text === latest.current && (timer.current || request.current)) return;
      latest.current = text;
      stop();
      if (text.length < minLength) {
        setState((s) => ({ ...s, loading: false, open: false }));
        return;
      }
      setState((s) => (s.loading ? { ...s, loading: false } : s));
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

  useEffect(() => stop, [stop]);

  return { state, input, reopen, close, clear };
}
