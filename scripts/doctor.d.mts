export interface DoctorOptions {
  files: string[];
  csp: string;
  keep: boolean;
  width: number;
  json: boolean;
}
export declare function parseDoctorArgs(argv: string[]): DoctorOptions;
