import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getShopStore, initShopStore, resetShopStore, useShopAfterPaint } from './index';
import { afterPaint } from '../../fixtures/until';

const init = () => initShopStore({ product: null, view: 3, pageType: 'main', language: 'pl', textOverrides: {} });

afterEach(() => {
  resetShopStore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useShopAfterPaint', () => {
  it('renders a change once the frame after it is painted, not in the task that made it', async () => {
    const store = init();
    const { result } = renderHook(() => useShopAfterPaint((s) => s.view.level));
    expect(result.current).toBe(3);
    act(() => store.getState().view.setLevel(2));
    expect(result.current).toBe(3);
    await afterPaint();
    expect(result.current).toBe(2);
  });

  it('a render for another reason reads the current value', () => {
    const store = init();
    const { result, rerender } = renderHook(() => useShopAfterPaint((s) => s.view.level));
    act(() => store.getState().view.setLevel(1));
    rerender();
    expect(result.current).toBe(1);
  });

  it('the next input renders a waiting change before its handlers run', () => {
    const store = init();
    const seen: number[] = [];
    function Level() {
      const level = useShopAfterPaint((s) => s.view.level);
      return (
        <button type="button" onClick={() => seen.push(level)}>
          {level}
        </button>
      );
    }
    render(<Level />);
    act(() => store.getState().view.setLevel(1));
    expect(screen.getByRole('button').textContent).toBe('3');
    fireEvent.click(screen.getByRole('button'));
    expect(seen).toEqual([1]);
    expect(screen.getByRole('button').textContent).toBe('1');
  });

  it('what the shopper types or ticks while a change waits is kept: the change renders before the control changes, or after', async () => {
    const store = init();
    function Field() {
      const level = useShopAfterPaint((s) => s.view.level);
      const [text, setText] = useState('1');
      const [on, setOn] = useState(false);
      return (
        <>
          <input aria-label="amount" value={text} onChange={(e) => setText(e.target.value)} />
          <input type="checkbox" aria-label="gift" checked={on} onChange={(e) => setOn(e.target.checked)} />
          <output>{`${level}:${text}:${on}`}</output>
        </>
      );
    }
    render(<Field />);
    act(() => store.getState().view.setLevel(1));
    fireEvent.input(screen.getByRole('textbox', { name: 'amount' }), { target: { value: '2' } });
    expect(screen.getByRole('status').textContent).toBe('1:2:false');
    act(() => store.getState().view.setLevel(2));
    fireEvent.click(screen.getByRole('checkbox', { name: 'gift' }));
    expect((screen.getByRole('checkbox', { name: 'gift' }) as HTMLInputElement).checked).toBe(true);
    await afterPaint();
    expect(screen.getByRole('status').textContent).toBe('2:2:true');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'amount' }), { key: '3' });
    act(() => store.getState().view.setLevel(3));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'amount' }), { key: '3' });
    expect(screen.getByRole('status').textContent).toBe('3:2:true');
  });

  it('a page that paints no frame (hidden) still follows the store, after a short wait', () => {
    // A hidden page: no frame callback ever runs.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const store = init();
    const { result } = renderHook(() => useShopAfterPaint((s) => s.view.level));
    act(() => store.getState().view.setLevel(2));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(2);
  });

  it('a component unmounted before the frame is not rendered again; one change, one render', async () => {
    const store = init();
    let renders = 0;
    const first = renderHook(() => {
      renders += 1;
      return useShopAfterPaint((s) => s.view.level);
    });
    const second = renderHook(() => useShopAfterPaint((s) => s.view.level));
    act(() => {
      store.getState().view.setLevel(2);
      store.getState().view.setLevel(1);
    });
    first.unmount();
    await afterPaint();
    expect(renders).toBe(1);
    expect(second.result.current).toBe(1);
    expect(getShopStore().getState().view.level).toBe(1);
  });
});
