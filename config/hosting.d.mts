import type { RequestListener } from 'node:http';

export interface HeaderRule {
  source?: string;
  glob?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
export interface HostingConfig {
  public: string;
  ignore?: string[];
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  redirects?: { source?: string; regex?: string; destination: string; type?: number }[];
  rewrites?: { source?: string; regex?: string; destination: string }[];
  headers?: HeaderRule[];
}
export type HostingAnswer =
  | { type: 'redirect'; status: number; location: string; headers: Record<string, string> }
  | { type: 'file'; status: 200 | 404; file: string; headers: Record<string, string> }
  | { type: 'missing'; status: 404; headers: Record<string, string> };
export interface HostingOptions {
  hosting: HostingConfig;
  root: string;
  extraConnectSrc?: string[];
}

export declare function readHostingConfig(firebaseJsonPath: string): HostingConfig;
export declare function globToRegExp(glob: string): RegExp;
export declare function ruleMatches(
  rule: { source?: string; glob?: string; regex?: string },
  urlPath: string,
): boolean;
export declare function addCspSources(policy: string, directive: string, sources: string[]): string;
export declare function buildUsesEmulators(root: string): boolean;
export declare const EMULATOR_ORIGINS: string[];
export declare function createHosting(options: HostingOptions): {
  resolve(url: string): HostingAnswer;
};
export declare function contentType(file: string): string;
export declare function createRequestListener(options: HostingOptions): RequestListener;
