// Typings for json-server 0.17, which ships none. Only what server/ calls is declared.
declare module 'json-server' {
  import type { Application, Handler, Router } from 'express';

  export interface LowDb {
    getState(): any;
    setState(state: unknown): LowDb;
    write(): unknown;
  }
  export interface JsonRouter extends Router {
    db: LowDb;
    render: Handler;
  }
  interface JsonServer {
    create(): Application;
    defaults(options?: { static?: string; logger?: boolean; noCors?: boolean; noGzip?: boolean; readOnly?: boolean; bodyParser?: boolean }): Handler[];
    router(db: object | string, options?: { foreignKeySuffix?: string }): JsonRouter;
    rewriter(routes: Record<string, string>): Router;
    bodyParser: Handler[];
  }
  const jsonServer: JsonServer;
  export default jsonServer;
}
