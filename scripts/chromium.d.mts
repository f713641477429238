export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | undefined;
export declare function ensureChromium(options?: { log?: (message: string) => void }): string;
