// Minimal typings for the untyped libraries the demo platform uses (json-server 0.17 and the
// express 4 it ships with). Only what server/ calls is declared.
declare module 'express' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';

  export interface Request extends IncomingMessage {
    body: any;
    params: Record<string, string>;
    query: Record<string, unknown>;
    path: string;
    originalUrl: string;
    url: string;
    method: string;
    protocol: string;
    get(name: string): string | undefined;
    acceptsEncodings(...encodings: string[]): string | false;
    app: Application;
  }
  export interface Response extends ServerResponse {
    locals: Record<string, any>;
    status(code: number): this;
    json(body: unknown): this;
    send(body?: unknown): this;
    set(field: string, value: string): this;
    type(type: string): this;
    vary(field: string): this;
    redirect(status: number, url: string): void;
    sendFile(path: string, options?: Record<string, unknown>, callback?: (err?: Error) => void): void;
  }
  export type NextFunction = (err?: unknown) => void;
  export type Handler = (req: Request, res: Response, next: NextFunction) => unknown;
  export type ErrorHandler = (err: any, req: Request, res: Response, next: NextFunction) => unknown;
  type AnyHandler = Handler | ErrorHandler | Router | readonly Handler[];

  export interface Router extends Handler {
    use(...handlers: AnyHandler[]): this;
    use(path: string, ...handlers: AnyHandler[]): this;
    get(path: string, ...handlers: Handler[]): this;
    post(path: string, ...handlers: Handler[]): this;
    put(path: string, ...handlers: Handler[]): this;
    delete(path: string, ...handlers: Handler[]): this;
  }
  export interface Application extends Router {
    set(setting: string, value: unknown): this;
    get(setting: string): unknown;
    get(path: string, ...handlers: Handler[]): this;
    disable(setting: string): this;
    listen(port: number, host: string, callback?: () => void): Server;
  }
  interface Express {
    (): Application;
    Router(): Router;
    static(root: string, options?: Record<string, unknown>): Handler;
  }
  const express: Express;
  export default express;
}

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
