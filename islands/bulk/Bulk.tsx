import { useEffect } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { runBulk, type BulkConfig } from './run';
import { loadScriptModules, readScriptModules } from './modules';
import { useTexts } from '../../core/texts';
import { texts } from './texts';

export type { BulkConfig };

/**
 * Renders nothing. At mount: the page's one bulk call (basket, snippets, toplayers and widgets) and
 * its optional script modules. Unmounting aborts the call; what was already injected stays (it is
 * page content now, like the server's own).
 */
export function Bulk({ config }: IslandProps<BulkConfig>) {
  const t = useTexts(texts);
  useEffect(() => {
    const request = new AbortController();
    // What goes into <body> goes into named landmarks (the texts are read once, at mount).
    void runBulk(config, request.signal, document, t);
    void loadScriptModules(readScriptModules(document));
    return () => request.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one bulk call per mount, not per texts object
  }, [config]);
  return null;
}
