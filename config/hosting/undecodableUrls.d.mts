import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function literalUndecodable(url: string): string;
export declare function undecodableUrls(): (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;
