import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const EMULATOR_ORIGINS: string[];
export declare function buildUsesEmulators(root: string): boolean;
export declare function addConnectSrc(policy: string, sources: string[]): string;
export declare function emulatorCsp(
  origins?: string[],
): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
