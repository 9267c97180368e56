// The hand-written part of the users' and API clients' keeping (their record declarations name
// it as `hook: 'loginGrants'`): the account groups and application roles a login is given, on
// create (a slink-sisl-admin's view creates bare: resources/users.ts), by the edit form's account
// group, and by the relationship call; and the answer's lists worked out from them.
import { badRequest, caller, conflict, route, text } from '../http';
import type { RecordHook } from '../records/recordHookTypes';
import type { LoginRecord } from '../types';
import { check } from '../validation';
import { lookups, loginLists } from '../views';
import { alreadyHas, applyGrant, parseGrant } from './grants';
import { withPrimaryGroup } from './primaryGroup';
import { checkSislGrant } from './scope';

type Row = Record<string, unknown>;

export const loginGrants: RecordHook = {
  create: (row, body, _who, { data }) => applyGrant(row as unknown as LoginRecord, parseGrant(data(), body)),
  // The edit form's account group replaces the first one (primaryGroup.ts); checked before anything changes.
  update: (row, body, who, changes, { data }) => {
    if (body.account_group_id === undefined) return;
    const group = parseGrant(data(), { account_group_id: body.account_group_id });
    checkSislGrant(who, group);
    changes.account_group_ids = withPrimaryGroup(row.account_group_ids as number[], group.account_group_id);
  },
  answers: ['account_group_id', 'account_group_name_list', 'organization_list', 'account_list', 'roles', 'app_role_list'],
  answer: (row, { data }) => {
    const login = row as unknown as LoginRecord;
    const l = lookups(data());
    return {
      account_group_id: login.account_group_ids[0] ?? null,
      ...loginLists(login, l),
      roles: login.app_roles.map((r) => r.role_type_code),
      app_role_list: login.app_roles.map((r) => ({
        application_name: l.appNames.get(r.application_type_code) ?? r.application_type_code,
        application_type_code: r.application_type_code,
        role_name: l.roleNames.get(r.role_type_code) ?? r.role_type_code,
        role_type_code: r.role_type_code,
      })),
    };
  },
  // Adds an account group, an application role, or both; an exact repeat is 409.
  routes: (router, tools) => {
    const path = tools.pathOf('relationship', 'POST');
    if (!path) return;
    router.post(
      path,
      route(async (req, res) => {
        const who = caller(res);
        const body = (req.body ?? {}) as Row;
        check('relationship', body);
        if (text(body.action || 'add') !== 'add') throw badRequest(`Unsupported action ${text(body.action)}`);
        const login = tools.rowNamed(req, path, true) as unknown as LoginRecord;
        const grant = parseGrant(tools.data(), body);
        checkSislGrant(who, grant);
        if (alreadyHas(login, grant)) throw conflict();
        applyGrant(login, grant);
        Object.assign(login, tools.savedStamps(who));
        await tools.commit();
        res.json(tools.answer(login as unknown as Row));
      }),
    );
  },
};
