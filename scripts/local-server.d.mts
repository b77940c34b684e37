export declare function embeddedEnv(port: number | string, dataDir: string): Record<string, string>;
export declare function freePort(): Promise<number>;
export declare function startLocalServer(options?: {
  timeoutMs?: number;
}): Promise<{ origin: string; stop: () => Promise<void> }>;
