// GET /openapi.json: the contract document of the calls this platform serves, made once at start
// from its own screens and record declarations (the function `npm run openapi` writes
// docs/openapi.json with), public as /config.js is: it says what the calls are, not who may see data.
import type { Handler } from 'express';
import type { RecordKeeping } from '../../language/recordTypes';
import type { ScreenConfig } from '../../language/types';
import { openapiDocument } from './openapi';

export const openapiRoute = (screens: readonly ScreenConfig[], keepings: readonly RecordKeeping[]): Handler => {
  const text = `${JSON.stringify(openapiDocument(screens, keepings), null, 2)}\n`;
  return (req, res, next) => {
    // Only the path itself: a mount also matches /openapi.json/<anything>.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    res.type('application/json').setHeader('Cache-Control', 'no-cache');
    res.send(text);
  };
};
