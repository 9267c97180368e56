// Demo mode: the stand-in email editor script (server/demoBee/BeePlugin.js) at the URL the
// demo's /config.js names (DEMO_BEE_PLUGIN_URL), so the editor works with no internet.
import { fileURLToPath } from 'node:url';
import type { Router } from 'express';
import { createRouter } from './router';
import { DEMO_BEE_PLUGIN_URL } from './beeEditor';

const SCRIPT = fileURLToPath(new URL('./demoBee/BeePlugin.js', import.meta.url));

export const demoBeeRoutes = (): Router => {
  const router = createRouter();
  router.get(DEMO_BEE_PLUGIN_URL, (_req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'no-cache');
    res.sendFile(SCRIPT);
  });
  return router;
};
