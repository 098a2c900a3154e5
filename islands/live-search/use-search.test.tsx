// useSearch on its own: the loading signal goes around the request without a React render, so
// nothing stands between the request leaving and its answer being drawn (issue 9: results painted).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { server } from '../../fixtures/mock-shop/server';
import { useSearch } from './use-search';

const reply = { data: { productsTextSearch: { products: [{ name: 'Sukienka', link: '/p.html', price: { price: { gross: { value: 10, formatted: '10,00 zł' } } } }] } } };

describe('useSearch: the loading signal', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('reports loading when the request leaves and when it is answered, rendering only for the answer', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    server.use(
      http.post('*/graphql/v1/', async () => {
        await answered;
        return HttpResponse.json(reply);
      }),
    );
    const onLoading = vi.fn();
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
    await waitFor(() => expect(result.current.state.open).toBe(true));
    expect(onLoading.mock.calls).toEqual([[true], [false]]);
    expect(result.current.state.results?.products[0]?.name).toBe('Sukienka');
  });

  it('a newer text ends the older request’s loading; a failure ends it too', async () => {
    server.use(
      http.post('*/graphql/v1/', async () => {
        await delay(50);
        return new HttpResponse('nope', { status: 500 });
      }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLoading = vi.fn();
    const { result } = renderHook(() => useSearch({ minLength: 2, delay: 10, lang: 'pl', onLoading }));
    act(() => result.current.input('suk'));
    await waitFor(() => expect(onLoading).toHaveBeenCalledWith(true));
    act(() => result.current.input('sukn')); // aborts the request in flight
    expect(onLoading.mock.calls).toEqual([[true], [false]]);
    await waitFor(() => expect(onLoading.mock.calls).toEqual([[true], [false], [true], [false]]));
    expect(error).toHaveBeenCalledOnce();
    expect(result.current.state.open).toBe(false);
    error.mockRestore();
  });
});
