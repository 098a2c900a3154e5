// Types of scripts/build-reference.mjs, for its unit test.
export interface RegistryEntryData {
  name: string;
  fields: Record<string, unknown>;
}
export interface TextSet {
  namespace: string;
  keys: string[];
  languages: Record<string, Record<string, string>>;
}
export interface BuildResult {
  output: string;
  stale: string[];
  missing: string[];
  extra: string[];
  misplaced: string[];
  outOfOrder: boolean;
}
export function readRegistry(source: string, file?: string): RegistryEntryData[];
export function readThemeFeatures(source: string, file?: string): Record<string, string[]>;
export function readTexts(source: string, file: string): TextSet[];
export function islandTexts(root: string, name: string, islandNames: string[], cache?: Map<string, unknown>): TextSet[];
export function renderIsland(entry: RegistryEntryData, textSets: TextSet[], themeSelectors?: string[], jobDoc?: string | null): string;
export function jobText(root: string, name: string): string;
export function buildReference(current: string, islands: Array<{ name: string; block: string }>): BuildResult;
export function generate(root: string): BuildResult & { file: string; current: string };
export function extractCalls(reference: string): Record<string, string[]>;
export function callsModule(reference: string, islandNames: string[]): string;
