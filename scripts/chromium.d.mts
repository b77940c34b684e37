export declare const CHROMIUM_FLAGS: readonly string[];
export declare function findChromium(): string | null;
export declare function findHeadlessShell(): string | null;
export declare function findJourneyChromium(): string | null;
