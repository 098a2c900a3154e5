// happy-dom on purpose: DOMPurify does not support it and passes <script> through there. The guard
// after DOMPurify must then drop the content (with an error) instead of handing it to the page.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeToFragment, sanitizerReady } from './sanitize';

// happy-dom has no setHTML either: DOMPurify is the path here.
beforeAll(() => sanitizerReady());

describe('sanitizeToFragment in a DOM DOMPurify does not support', () => {
  it.each(['<p>ok</p><script>x()</script>', '<b onclick="x()">b</b>', '<a href="javascript:x()">a</a>', '<iframe srcdoc="x"></iframe>'])(
    'never returns anything dangerous for %s',
    (html) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const host = document.createElement('div');
      host.append(sanitizeToFragment(html));
      expect(host.querySelector('script, iframe')).toBeNull();
      expect(host.innerHTML).not.toMatch(/onclick|javascript:|srcdoc/);
      // Either DOMPurify cleaned it, or the guard dropped all of it and said so.
      if (error.mock.calls.length > 0) {
        expect(error.mock.calls[0]?.[0]).toContain('[storefront] the sanitizer left');
        expect(host.innerHTML).toBe('');
      }
    },
  );

  it('shows that the guard is needed here: DOMPurify alone lets the script through in happy-dom', async () => {
    const { default: DOMPurify } = await import('dompurify');
    const out = DOMPurify.sanitize('<p>ok</p><script>x()</script>', { RETURN_DOM_FRAGMENT: true });
    // If this starts failing, happy-dom (or DOMPurify) changed; the guard stays either way.
    expect(out.querySelector('script')).not.toBeNull();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(sanitizeToFragment('<p>ok</p><script>x()</script>').childNodes).toHaveLength(0);
    expect(error.mock.calls[0]?.[0]).toBe('[storefront] the sanitizer left <script> in server HTML (unsupported DOM?); the content is dropped');
  });
});
