export declare const BUDGETS: {
  initialJsKb: number;
  firebaseKb: number;
  cssKb: number;
  translationKb: number;
  performance: number;
  lcpRatio: number;
  cls: number;
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
export declare function checkBudgets(
  rows: BenchRow[],
  files: BenchFiles,
): { label: string; ok: boolean; detail: string }[];
