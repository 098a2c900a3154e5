/** The end-of-run report of the shared axe verdicts: its lines; the whole comparison is written to `artifact`. */
export function axeEquivalence(dir: string, artifact: string): string[];
