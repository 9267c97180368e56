// The email template editor's authorization. The templates themselves are kept from their
// declaration (the `records` export of resources/emailTemplates.ts, server/records/records.ts).
import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { createRouter } from '../router';
import { route } from '../http';

export const emailTemplateRoutes = (): Router => {
  const router = createRouter();
  // The editor's token. The real platform asks the vendor's auth service with its client
  // secret (never the browser); the demo issues a token only its stand-in editor accepts.
  router.post(
    '/email-service/bee/authorize',
    route((_req, res) => {
      res.json({ access_token: `demo-bee-${randomBytes(16).toString('hex')}`, token_type: 'bearer', expires_in: 300, v2: true });
    }),
  );
  return router;
};
