// The renderer's rehearsal (a warm-up step) renders, updates and unmounts a tree that is never in the page.
import { describe, expect, it, vi } from 'vitest';
import { rehearse } from './rehearse';

describe('rehearse', () => {
  it('leaves the page as it was: nothing added, no listener of its own on the document, nothing on the console', async () => {
    document.body.innerHTML = '<main id="m"><p>server</p></main>';
    const before = document.documentElement.outerHTML;
    const listen = vi.spyOn(document, 'addEventListener');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await rehearse(document);
    expect(document.documentElement.outerHTML).toBe(before);
    // React's own, once per document whichever root comes first (it tracks the selection for its inputs).
    expect(listen.mock.calls.map(([type]) => type).filter((type) => type !== 'selectionchange')).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('runs again without trouble (a second page view in the same document)', async () => {
    await expect(rehearse(document).then(() => rehearse(document))).resolves.toBeUndefined();
  });
});
