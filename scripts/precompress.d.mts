export declare const MIN_BYTES: number;
export declare function precompressDir(
  dir: string,
): Promise<{ path: string; encoding: 'br' | 'gzip'; bytes: number }[]>;
