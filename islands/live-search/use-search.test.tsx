// useSearch on its own: the loading signal goes around the request without a React render, so
// nothing stands between the request leaving and its answer being drawn (the bench's results-painted budget).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../fixtures/mock-shop/server';
import { setFault } from '../../fixtures/mock-shop/faults';
import { searchCatalogue } from '../../fixtures/catalogue/search';
import { useSearch } from './use-search';
import { afterQueuedWork, untilCalled } from '../../fixtures/until';

describe('useSearch: the loading signal', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('reports loading when the request leaves and when it is answered, rendering only for the answer', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    // Holds the request until answer(), then lets the strict mock shop answer it (a resolver that
    // returns nothing hands the request on to the next handler).
    server.use(
      http.post('*/graphql/v1/', async () => {
        await answered;
      }),
    );
    const onLoading = vi.fn<(loading: boolean) => void>();
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useSearch({ minLength: 2, delay: 500, lang: 'pl', onLoading });
    });
    vi.useFakeTimers();
    act(() => result.current.input('suk'));
    const before = renders;
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onLoading.mock.calls).toEqual([[true]]);
    expect(renders).toBe(before); // the request left without a render
    vi.useRealTimers();
    answer();
    // The answer is drawn right after the loading ends (flushSync: at once in React, in the same
    // turn in Preact, whose compat flushSync only queues it).
    await untilCalled(onLoading, (loading) => !loading);
    await afterQueuedWork();
    expect(result.current.state.open).toBe(true);
    expect(onLoading.mock.calls).toEqual([[true], [false]]);
    expect(result.current.state.results?.products[0]?.name).toBe(searchCatalogue('suk').products[0]!.name);
  });

  it('a newer text ends the older request’s loading; a failure ends it too', async () => {
    setFault('graphql:productsTextSearch', 'slow:50');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLoading = vi.fn<(loading: boolean) => void>();
    const { result } = renderHook(() => useSearch({ minLength: 2, delay: 10, lang: 'pl', onLoading }));
    // Not the first test's text: its answer may be in sessionStorage (written after the next paint).
    act(() => result.current.input('kasz'));
    await untilCalled(onLoading, (loading) => loading);
    setFault('graphql:productsTextSearch', '500');
    act(() => result.current.input('kaszm')); // aborts the request in flight
    expect(onLoading.mock.calls).toEqual([[true], [false]]);
    await untilCalled(onLoading, () => onLoading.mock.calls.length >= 4);
    expect(onLoading.mock.calls).toEqual([[true], [false], [true], [false]]);
    expect(error).toHaveBeenCalledOnce();
    expect(result.current.state.open).toBe(false);
    error.mockRestore();
  });
});
