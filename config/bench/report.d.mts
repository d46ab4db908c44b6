import type { LongestTasks } from './profiles.mjs';

export declare const BUDGETS: {
  initialJsKb: number;
  firebaseKb: number;
  cssKb: number;
  translationKb: number;
  performance: number;
  lcpRatio: number;
  cls: number;
};
export declare const LOW_TIER_BUDGETS: {
  performance: number;
  tbtOverTwinMs: number;
  tapMs: number;
  keystrokeMs: number;
};
export interface BenchRow {
  path: string;
  indexed: boolean;
  initialJsKb: number;
  initialFirebase: string[];
  allJsKb: number;
  cssKb: number;
  requests: number;
  scores: Record<string, number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  failing: string[];
  baselineLcp: number;
  /** The script-free baseline's Lighthouse performance score and TBT, for reference. */
  baselinePerformance?: number;
  baselineTbt?: number;
  /** This machine's BenchmarkIndex during the runs and the CPU slowdown used (medians). */
  benchmarkIndex?: number;
  slowdown?: number;
}
export interface LowTierRow {
  path: string;
  indexed: boolean;
  scores: { performance: number };
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  benchmarkIndex: number;
  slowdown: number;
  /** Runs whose own index ÷ slowdown landed on the phone, of `runs`; the same for the twin. */
  calibrated: number;
  runs: unknown[];
  baselinePerformance: number;
  baselineTbt: number;
  baselineCalibrated: number;
  baselineRuns: number;
  longest: LongestTasks;
  /** ms per tap / keystroke; Infinity when it never showed. */
  tap?: number[];
  keystrokes?: number[];
}
export interface BenchFile {
  name: string;
  kb: number;
}
export interface BenchFiles {
  firebase: BenchFile[];
  css: BenchFile[];
  translations: BenchFile[];
}
export declare function formatTable(rows: BenchRow[], files: BenchFiles, runs: number): string;
type BudgetResult = { label: string; ok: boolean; detail: string }[];
export declare function checkSizeBudgets(
  rows: Pick<BenchRow, 'path' | 'initialJsKb' | 'initialFirebase' | 'cssKb'>[],
  files: BenchFiles,
): BudgetResult;
export declare function checkLighthouseBudgets(rows: BenchRow[]): BudgetResult;
export declare function checkLowTierBudgets(rows: LowTierRow[]): BudgetResult;
export declare function formatLowTierTable(rows: LowTierRow[], runs: number): string;
export declare function checkBudgets(
  rows: BenchRow[],
  files: BenchFiles,
): { label: string; ok: boolean; detail: string }[];
