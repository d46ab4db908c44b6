export declare const BOOT_FILE: string;
export declare function bootScript(): string;
export declare function bootScriptHash(): string;
export declare function bootScriptFiles(
  compilation: { namedChunks: Map<string, { files: Set<string> }> },
  files: { publicPath: string; js: string[] },
): string;
