import { useEffect } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { runBulk, type BulkConfig } from './run';
import { loadScriptModules, readScriptModules } from './modules';

export type { BulkConfig };

/**
 * Renders nothing. At mount: the page's one bulk call (basket, snippets, toplayers and widgets) and
 * its optional script modules. Unmounting aborts the call; what was already injected stays (it is
 * page content now, like the server's own).
 */
export function Bulk({ config }: IslandProps<BulkConfig>) {
  useEffect(() => {
    const request = new AbortController();
    void runBulk(config, request.signal);
    void loadScriptModules(readScriptModules(document));
    return () => request.abort();
  }, [config]);
  return null;
}
