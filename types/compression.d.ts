// compression ships no types, and DefinitelyTyped's tie its middleware to express's request and
// response: scripts/serve.ts calls it on node:http's own, as compression allows.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(options?: {
    level?: number;
    threshold?: number | string;
  }): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
