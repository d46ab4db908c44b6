export interface Tally {
  passed: number;
  failed: number;
  /** `file › describe › title` of each test that passed only on its retry. */
  flaky: string[];
}
export interface JestResult {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites?: number;
}
export interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: { title: string; file: string; tests?: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
export interface PlaywrightReport {
  suites?: PlaywrightSuite[];
  errors?: unknown[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}
export declare function tallyJest(result: JestResult): Tally;
export declare function tallyPlaywright(report: PlaywrightReport): Tally;
export declare function sumTallies(tallies: Tally[]): Tally;
export declare function closingLines(tally: Tally): string[];
