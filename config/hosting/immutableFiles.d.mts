export interface HeaderRule {
  source?: string;
  glob?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

export declare function hostingForBuild<T extends { headers?: HeaderRule[]; ignore?: string[] }>(
  hosting: T,
  publicDir: string,
): T;
