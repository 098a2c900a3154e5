// Types of scripts/check-cycles.mjs, for its unit test.
export function folderGraph(graph: Map<string, string[]>, base: string): Map<string, string[]>;
export function runtimeImports(file: string, source?: string): string[];
export function cycles(graph: Map<string, string[]>): string[][];
