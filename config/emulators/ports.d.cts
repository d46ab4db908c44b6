export interface EmulatorAddress {
  host: string;
  port: number;
  origin: string;
}
export declare const AUTH_EMULATOR: EmulatorAddress;
export declare const FIRESTORE_EMULATOR: EmulatorAddress;
