export function checkParity(markdown: string): string[];
