// Types of scripts/calls.mjs, for its unit test.
export interface Call {
  method: string;
  address: string;
  section: string;
  file: string;
}
export function graphqlAddress(name: string, kind: string): string;
export function anchorOf(text: string): string;
export function referenceCalls(reference: string): Map<string, string[]>;
export function run(root: string, names: string[], opts?: { check?: boolean }): { code: number; out: string[]; err: string[]; calls: Map<string, Call[]> };
