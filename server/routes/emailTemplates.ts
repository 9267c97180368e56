// The email template editor's authorization. The templates themselves are kept from their
// declaration (the `records` export of resources/emailTemplates.ts, server/records/records.ts).
import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { createRouter } from '../router';
import { route } from '../http';
import type { RouteAnswers } from '../contract/answerTypes';

/** What the editor's authorization answers, for the contract document (server/contract/openapi.ts). */
export const answers: RouteAnswers = {
  'POST /email-service/bee/authorize': {
    status: 200,
    description: "The email editor's token, as its vendor's auth service answers it",
    schema: {
      type: 'object',
      required: ['access_token', 'token_type', 'expires_in'],
      properties: {
        access_token: { type: 'string' },
        token_type: { type: 'string' },
        /** seconds */
        expires_in: { type: 'integer', minimum: 0 },
        v2: { type: 'boolean' },
      },
    },
  },
};

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
