import type { CDPSession } from 'playwright-core';

export function startEvaluated(cdp: CDPSession): Promise<void>;
export function evaluatedScripts(cdp: CDPSession, ours?: (url: string) => boolean): Promise<string[]>;
export const isOurs: (url: string) => boolean;
export const isRenderer: (url: string) => boolean;
