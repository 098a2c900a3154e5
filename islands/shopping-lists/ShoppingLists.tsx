import { useEffect, useRef } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { isAbortError } from '../../core/http';
import { useTexts } from '../../core/texts';
import { createFirstList } from './api';
import { emptyLinkAt, opensElsewhere, targetOf } from './links';
import { navigation } from './navigate';
import { texts } from './texts';

export interface ShoppingListsConfig {
  /** Where a marked label without its own link leads (default /shoppinglist.php). */
  listUrl: string;
  /** How long the shopper waits for the list before going on anyway, in ms (default 4000). */
  timeout: number;
}

/**
 * A shopper without lists who clicks an empty-marked shopping-list link first gets a list (named by the
 * texts), then goes to the clicked link's target. Whatever the shop answers (success, an error, an HTML
 * page, nothing within the timeout) the shopper still goes there, as on a real shop: the list page copes
 * without a list. Failures are only logged. Clicks while the list is being made create nothing more.
 */
export function ShoppingLists({ config, container }: IslandProps<ShoppingListsConfig>) {
  const t = useTexts(texts);
  const name = useRef(t.defaultName);
  const patch = useDomPatch();
  // Read at click time, so a language change does not reset a list being made.
  useEffect(() => {
    name.current = t.defaultName;
  }, [t.defaultName]);

  useEffect(() => {
    let state: 'idle' | 'creating' | 'done' = 'idle';
    let pending: string | null = null;
    const controller = new AbortController();

    const create = async (busy: HTMLElement) => {
      state = 'creating';
      patch.attr(busy, 'aria-busy', 'true');
      try {
        const made = await createFirstList(name.current, { signal: controller.signal, timeout: config.timeout });
        // A real shop's own script does not read the reply; an answer other than success is only noted.
        if (made.status !== 'success') {
          console.warn(`[storefront:shopping-lists] shoppingListCreate answered status ${JSON.stringify(made.status)} for "${name.current}"; going on to the link`);
        }
      } catch (err) {
        if (controller.signal.aborted || isAbortError(err)) return;
        // The server may have made the list anyway: the shopper goes on, nothing is shown as failed.
        console.warn(`[storefront:shopping-lists] the first list "${name.current}" could not be created (${String(err)}); going on without it`);
      }
      state = 'done';
      patch.attr(busy, 'aria-busy', null);
      if (pending) navigation.go(pending);
    };

    const onClick = (event: MouseEvent) => {
      const link = state === 'done' ? null : emptyLinkAt(event.target, container);
      if (!link) return; // not a marked link, or the list is made: the link works as the server made it
      if (opensElsewhere(event)) {
        if (state === 'idle') void create(link);
        return;
      }
      event.preventDefault();
      pending ??= targetOf(link, config.listUrl);
      if (state === 'idle') void create(link);
    };
    container.addEventListener('click', onClick);
    return () => {
      container.removeEventListener('click', onClick);
      // Unmounted mid-request (the region was swapped out): drop the request and stay put.
      controller.abort();
    };
  }, [container, config.listUrl, config.timeout, patch]);

  return null;
}
