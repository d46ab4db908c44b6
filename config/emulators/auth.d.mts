export declare const AUTH_URL: string;
export declare function firebaseCli(): string;
export declare function startAuthEmulator(): Promise<{
  name: string;
  reused: boolean;
  stop: () => Promise<void>;
}>;
