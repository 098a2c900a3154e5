export interface StartOptions {
  pages: string[];
  port: number;
  host: boolean;
  built: boolean;
}
export declare function pagesFromArgs(args: string[], cwd?: string): string[];
export declare function parseArgs(argv: string[]): StartOptions;
