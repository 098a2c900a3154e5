export declare const CHUNK_HASH_LENGTH: number;
export declare const CHUNK_FILE: RegExp;
export declare const chunkPath: (name: string) => RegExp;
export declare const withoutHash: (text: string) => string;
