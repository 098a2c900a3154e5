import { useEffect, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { formatText, useTexts } from '../../core/texts';
import { VISUALLY_HIDDEN } from '../../core/dom/visually-hidden';
import { scrollBehavior } from '../../core/dom/motion';
import { getPage, isAbortError, TIMEOUTS } from '../../core/http';
import { texts } from './texts';
import { parsePage, runRegionScripts, swapRegions } from './swap';
import { partialFormUrl, partialLink, partialUrl, renderUrl, sameOrigin } from './navigate';
import { navigateTo } from '../../core/dom/safe-url';

export interface PartialLoadConfig {
  /** CSS selectors of the regions a load replaces (data-partial-regions; default #content, #breadcrumbs). */
  regions: string[];
  /** data-partial-render: set_render parts asked of the shop (default content,head); null = the plain page (spec). */
  render: string | null;
}

const LOG = '[storefront:partial-load]';
/** history.state of the entries this island made, so popstate knows which ones it can load in place. */
const STATE_KEY = 'storefrontPartial';

type Load = (url: string, how: 'push' | 'pop') => Promise<void>;

/**
 * Links `a[data-partial]` and GET forms `form[data-partial]` inside the container load their target
 * in place: the page is fetched (16 s limit) with `set_render=content,head` as the platform's theme
 * asks (data-partial-render), its regions replace ours, the address is pushed, focus
 * moves to the first new region and a polite announcement names the page. Back and forward load the
 * entries it made the same way. Any failure is a full navigation to the address (spec section 8).
 * @call GET <url>?set_render=content,head §17
 */
export function PartialLoad({ config, container }: IslandProps<PartialLoadConfig>) {
  const t = useTexts(texts);
  // What the live region says: nothing yet, loading, or the loaded page's title.
  const [announcement, setAnnouncement] = useState<{ title: string } | 'loading' | null>(null);

  useEffect(() => {
    let request: AbortController | null = null;

    const fallback = (url: string, how: 'push' | 'pop', reason: string) => {
      console.warn(`${LOG} ${url}: ${reason}; loading the whole page instead`);
      navigateTo(url, 'partial-load', how === 'pop' ? 'replace' : 'assign');
    };

    const load: Load = async (url, how) => {
      request?.abort();
      const current = (request = new AbortController());
      setAnnouncement('loading');
      let html: string;
      try {
        // The shop renders only the asked parts (?set_render=content,head); the address pushed is the page's own.
        const page = await getPage(renderUrl(url, config.render), { timeout: TIMEOUTS.pageLoad, retry: 0, signal: current.signal });
        if (current.signal.aborted) return;
        // A same-origin link may redirect (an open redirect) to another origin that allows CORS: that
        // page is not the shop's, so none of it is swapped in and none of its scripts run.
        if (page.url && !sameOrigin(page.url)) {
          fallback(url, how, `the page was redirected to another origin (${page.url})`);
          return;
        }
        html = page.text;
      } catch (err) {
        if (current.signal.aborted || isAbortError(err)) return;
        fallback(url, how, err instanceof Error ? err.message : String(err));
        return;
      }
      let swapped;
      try {
        swapped = swapRegions(document, parsePage(html), config.regions);
      } catch (err) {
        fallback(url, how, err instanceof Error ? err.message : String(err));
        return;
      }
      if (how === 'push') history.pushState({ [STATE_KEY]: true }, '', url);
      // The islands in the old regions unmounted and the new ones mount (boot's MutationObserver).
      await runRegionScripts(swapped.regions);
      const target = swapped.regions[0] as HTMLElement | undefined;
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
        target.scrollIntoView?.({ block: 'start', behavior: scrollBehavior() });
      }
      setAnnouncement({ title: swapped.title });
    };

    const onClick = (event: MouseEvent) => {
      const a = partialLink(event, container);
      const url = a && partialUrl(a.href);
      if (!url) return;
      event.preventDefault();
      void load(url.href, 'push');
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      if (!form?.matches('form[data-partial]') || event.defaultPrevented) return;
      const href = partialFormUrl(form, event.submitter);
      const url = href && partialUrl(href);
      if (!url) return;
      event.preventDefault();
      void load(url.href, 'push');
    };
    const onPop = (event: PopStateEvent) => {
      const state = event.state as Record<string, unknown> | null;
      if (state?.[STATE_KEY]) void load(location.href, 'pop');
    };

    // The entry we start on becomes one we can come back to in place.
    if (!(history.state as Record<string, unknown> | null)?.[STATE_KEY]) {
      history.replaceState({ ...(history.state ?? {}), [STATE_KEY]: true }, '');
    }
    container.addEventListener('click', onClick);
    container.addEventListener('submit', onSubmit);
    window.addEventListener('popstate', onPop);
    return () => {
      container.removeEventListener('click', onClick);
      container.removeEventListener('submit', onSubmit);
      window.removeEventListener('popstate', onPop);
      request?.abort();
    };
  }, [container, config.regions, config.render]);

  return (
    <div role="status" aria-live="polite" className="sr-only" style={VISUALLY_HIDDEN}>
      {announcement === 'loading' ? t.loading : announcement ? formatText(t.loaded, { title: announcement.title }) : null}
    </div>
  );
}
