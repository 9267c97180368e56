// Typings for json-server 0.17, which ships none. Only what server/ calls is declared.
declare module 'json-server' {
  import type { Application, Handler } from 'express';

  interface JsonServer {
    create(): Application;
    defaults(options?: {
      static?: string;
      logger?: boolean;
      noCors?: boolean;
      noGzip?: boolean;
      readOnly?: boolean;
      bodyParser?: boolean;
    }): Handler[];
    bodyParser: Handler[];
    /** the REST router over a JSON file (tests: the data file stays one json-server reads) */
    router(source: string): Handler;
  }
  const jsonServer: JsonServer;
  export default jsonServer;
}
