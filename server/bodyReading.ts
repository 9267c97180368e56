// Every request's body is read here, before any route: JSON and forms, each up to the request's
// limit in bytes (server/bodyLimits.ts; 413 beyond it, before the body is read whole), JSON only
// in UTF-8, nested at most MAX_JSON_DEPTH deep and with no more entries than the limit's
// (server/jsonShape.ts; checked on the raw text before it is parsed). json-server's own body
// parser (10 MB for any call) is not mounted.
import express, { type Handler } from 'express';
import type { BodyLimit } from './bodyLimits';
import { checkJsonShape } from './jsonShape';

/** A form body (the sign-in page's; the console sends JSON) reads at most body-parser's own 100 KB, as before. */
const FORM_LIMIT = 100 * 1024;

/** The body parsers of one limit, made once. */
const parsersOf = ({ bytes, entries }: BodyLimit): Handler[] => [
  express.json({ limit: bytes, verify: checkJsonShape(entries) }),
  express.urlencoded({ extended: false, limit: Math.min(bytes, FORM_LIMIT) }),
];

/** Reads a request's body with the limit `limitOf` gives its method and path. */
export const readBodies = (limitOf: (method: string, path: string) => BodyLimit): Handler => {
  const made = new Map<string, Handler[]>();
  return (req, res, next) => {
    const limit = limitOf(req.method, req.path);
    const key = `${limit.bytes}/${limit.entries}`;
    const [json, form] = made.get(key) ?? made.set(key, parsersOf(limit)).get(key)!;
    json(req, res, (error?: unknown) => (error ? next(error) : form(req, res, next)));
  };
};
