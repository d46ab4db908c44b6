export declare function keepSourceMaps(buildDir: string, keepDir: string): number;
export declare function decodeStack(stack: string, mapDirs: string[]): string;
