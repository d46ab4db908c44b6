/** A free TCP port on 127.0.0.1, picked by the OS. */
export declare function freePort(): Promise<number>;
/** Serves `dir` as hosting serves it; resolves once the server answers. */
export declare function serve(dir: string): Promise<{ origin: string; stop: () => Promise<void> }>;
