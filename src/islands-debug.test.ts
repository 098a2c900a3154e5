import { afterEach, describe, expect, it, vi } from 'vitest';

const start = vi.fn();
vi.mock('../core/debug/overlay', () => ({ start }));
vi.mock('../islands/bars', () => ({ default: { name: 'bars', start: () => {} } }));

afterEach(() => {
  vi.resetModules();
  start.mockReset();
  history.replaceState(null, '', '/');
  localStorage.removeItem('storefrontDebug');
});

describe('the islands map starts the debug overlay', () => {
  it('never without the flag', async () => {
    const { island } = await import('./islands');
    await island('bars', []);
    await new Promise((r) => setTimeout(r, 0));
    expect(start).not.toHaveBeenCalled();
  });

  it('with ?storefront-debug, once, handing over the registry and the failures announced meanwhile', async () => {
    history.replaceState(null, '', '/?storefront-debug');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { island } = await import('./islands');
    const registry = [{ name: 'bars' }] as never[];
    await island('bars', registry);
    document.dispatchEvent(new CustomEvent('storefront:island-failed', { detail: { name: 'bars', message: 'boom' } }));
    await island('bars', registry);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(start.mock.calls[0]![0]).toBe(registry);
    expect(start.mock.calls[0]![1].failures).toEqual([{ name: 'bars', message: 'boom' }]);
    console.error('[storefront:bars] a line', new Error('x'));
    console.info('[storefront:debug] its own print');
    expect(start.mock.calls[0]![1].lines).toEqual(['[storefront:bars] a line']);
  });

  it('with localStorage.storefrontDebug = 1', async () => {
    localStorage.setItem('storefrontDebug', '1');
    const { island } = await import('./islands');
    await island('bars', []);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });
});
