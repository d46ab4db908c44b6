export declare const DEMO_PROJECT_ID: string;
export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: string | undefined;
}
export declare const DEMO_ACCOUNTS: {
  admin: DemoAccount;
  staff: DemoAccount;
  noProfile: DemoAccount;
};
