import type { Server as ConnectApp } from 'connect';
import type { Server } from 'node:http';

export declare function readHostingConfig(projectRoot: string): Record<string, unknown>;
export declare function localHosting(options: {
  projectRoot: string;
  root?: string;
  port: number;
  host?: string;
}): {
  app: Omit<ConnectApp, 'listen'> & { listen(callback?: () => void): Server };
  publicDir: string;
  usesEmulators: boolean;
};
