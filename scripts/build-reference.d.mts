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
export interface TextsFile {
  file: string;
  /** null when the file is not there */
  current: string | null;
  output: string;
}
export interface TextsDiff {
  stale: string[];
  missing: string[];
  extra: string[];
  header: boolean;
  order: boolean;
}
export function readRegistry(source: string, file?: string): RegistryEntryData[];
export function readThemeFeatures(source: string, file?: string): Record<string, string[]>;
export function readTexts(source: string, file: string): TextSet[];
export function islandTexts(root: string, name: string, islandNames: string[], cache?: Map<string, unknown>): TextSet[];
export function renderIsland(entry: RegistryEntryData, textSets: TextSet[], themeSelectors?: string[], jobDoc?: string | null): string;
export function jobText(root: string, name: string): string;
export function buildReference(current: string, islands: Array<{ name: string; block: string }>): BuildResult;
export function mergeTextSets(sets: TextSet[]): TextSet[];
export function renderTexts(islands: Array<{ name: string; textSets: TextSet[] }>): string;
export function compareTexts(current: string, wanted: string): TextsDiff;
export function generate(root: string): BuildResult & { file: string; current: string; texts: TextsFile };
export function run(root: string, options?: { check?: boolean }): { code: number; out: string[]; err: string[] };
export function extractCalls(reference: string): Record<string, string[]>;
export function callsModule(reference: string, islandNames: string[]): string;
