// Every request's body is read here, before any route: JSON and forms, each up to the request's
// limit (server/bodyLimits.ts; 413 beyond it, before the body is read whole), JSON only in UTF-8
// and nested at most MAX_JSON_DEPTH deep (server/jsonDepth.ts; checked on the raw text before it
// is parsed). json-server's own body parser (10 MB for any call) is not mounted.
import express, { type Handler } from 'express';
import { refuseDeepJson } from './jsonDepth';

/** The body parsers of one limit, made once. */
const parsersOf = (limit: number): Handler[] => [
  express.json({ limit, verify: refuseDeepJson }),
  express.urlencoded({ extended: false, limit }),
];

/** Reads a request's body with the limit `limitOf` gives its method and path. */
export const readBodies = (limitOf: (method: string, path: string) => number): Handler => {
  const made = new Map<number, Handler[]>();
  return (req, res, next) => {
    const limit = limitOf(req.method, req.path);
    const [json, form] = made.get(limit) ?? made.set(limit, parsersOf(limit)).get(limit)!;
    json(req, res, (error?: unknown) => (error ? next(error) : form(req, res, next)));
  };
};
