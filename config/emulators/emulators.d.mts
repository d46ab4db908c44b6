export declare function startEmulators(options?: {
  log?: (line: string) => void;
}): Promise<{ stop: () => Promise<void> }>;
export declare function runUntilSignal(
  start: () => Promise<{ stop: () => Promise<void> }>,
): Promise<void>;
