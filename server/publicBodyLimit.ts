// The public sign-in calls take a body from anyone, before any token or check. Each is a few
// fields (an email, a password, a token), so more than 8 KB is refused (413 through errorJson)
// before it is read whole; the platform's other calls keep json-server's 10 MB (an email
// template's HTML is up to 1 MB). The body is parsed here by the same parsers, with this limit,
// and json-server's body parser then leaves a parsed body be.
import express, { type Router } from 'express';
import { createRouter } from './router';

export const PUBLIC_BODY_LIMIT = 8 * 1024;

const PUBLIC_CALLS = ['/oauth2/login', '/oauth2/forgot', '/oauth2/reset'];

/** Mounted before json-server's body parser; its router matches these paths as the calls' routes do. */
export const publicBodyLimit = (): Router => {
  const router = createRouter();
  router.all(PUBLIC_CALLS, express.json({ limit: PUBLIC_BODY_LIMIT }), express.urlencoded({ extended: false, limit: PUBLIC_BODY_LIMIT }));
  return router;
};
