import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare function readHostingConfig(projectRoot: string): Record<string, unknown>;
export declare function localHosting(options: {
  projectRoot: string;
  root?: string;
  port: number;
  host?: string;
}): {
  /** superstatic's connect app; listen() adds superstatic behind the layers and starts it. */
  app: {
    use(
      middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void,
    ): unknown;
    listen(callback?: () => void): Server;
  };
  publicDir: string;
  usesEmulators: boolean;
};
