export declare const BOOT_FILE: string;
export declare function bootScript(): string;
export declare function bootScriptHash(): string;
