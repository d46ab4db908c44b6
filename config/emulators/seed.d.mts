export declare const FIRESTORE_URL: string;
export declare function resetEmulators(): Promise<void>;
export declare function createAccount(account: {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  emailVerified?: boolean;
}): Promise<void>;
export declare function writeProfile(uid: string, data: Record<string, unknown>): Promise<void>;
export declare function seed(): Promise<void>;
