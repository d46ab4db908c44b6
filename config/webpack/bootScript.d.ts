export declare const BOOT_FILE: string;
export declare function bootScript(): string;
export declare function bootScriptHash(): string;
export declare function pageScriptFiles(
  compilation: { namedChunkGroups: Map<string, { chunks: { files: Set<string> }[] }> },
  files: { publicPath: string; js: string[] },
): string[];
