export declare function stripScripts(html: string): string;
export declare function writeStrippedCopy(buildDir: string): { dir: string; remove: () => void };
