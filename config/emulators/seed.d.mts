export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: string | undefined;
}
export declare const FIRESTORE_URL: string;
export declare const DEMO_ACCOUNTS: {
  admin: DemoAccount;
  staff: DemoAccount;
  noProfile: DemoAccount;
};
export declare function resetEmulators(): Promise<void>;
export declare function createAccount(account: {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}): Promise<void>;
export declare function writeProfile(uid: string, data: Record<string, unknown>): Promise<void>;
export declare function seed(): Promise<void>;
