// Lists the platform answers whole, straight from the store: accounts, applications, roles, API
// groups, attribute types, vendor type codes, and the API links' data types and authentication methods (the APIs
// list comes with their records: the records of resources/apis.ts). The console sorts and
// filters them itself.
import type { Router } from 'express';
import type { Context } from '../context';
import { createRouter } from '../router';
import type { Data } from '../types';

export const PLAIN_LISTS = {
  '/auth/accounts': 'accounts',
  '/auth/applications': 'applications',
  '/auth/roles': 'roles',
  '/auth/apigroups': 'apiGroups',
  '/auth/attributes': 'attributeTypes',
  '/api-link-service/data-types': 'apiDataTypes',
  '/api-link-service/auth-methods': 'apiAuthMethods',
  '/text-service/smsvendors/typecodes': 'vendorTypeCodes',
} as const satisfies Record<string, keyof Data>;

export const plainListRoutes = (ctx: Context): Router => {
  const router = createRouter();
  for (const [path, collection] of Object.entries(PLAIN_LISTS)) {
    router.get(path, (_req, res) => {
      res.json(ctx.store.data[collection]);
    });
  }
  return router;
};
