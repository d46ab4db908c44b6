export declare const LOW_TIER_BENCHMARK_INDEX: number;
export declare const CALIBRATION_TOLERANCE: number;
export declare const CALIBRATION_ATTEMPTS: number;
export declare const PROFILES: ('4x' | 'low')[];
export declare function lowTierSlowdown(benchmarkIndex: number): number;
export declare function simulatedIndex(benchmarkIndex: number, slowdown: number): number;
export declare function calibrationError(benchmarkIndex: number, slowdown: number): number;
export declare function isCalibrated(benchmarkIndex: number, slowdown: number): boolean;
export declare function parseProfiles(value: string | undefined): ('4x' | 'low')[];
export declare function selectPages<T extends { path: string; post?: boolean }>(
  pages: T[],
  value: string | undefined,
): T[];
export declare function scriptName(url: string | undefined): string;
export interface LongestTasks {
  tasks: { script: string; duration: number }[];
  scripts: { script: string; total: number; scripting: number }[];
}
export declare function longestTasks(
  audits: Record<string, { details?: { items?: Record<string, unknown>[] } } | undefined>,
  count?: number,
): LongestTasks;
