// The account groups and application roles a login is given (part of the logins' hook,
// server/routes/loginHook.ts): on create, by the edit form's account group, and by the relationship
// call; and the answer's lists worked out from them.
import { SISL_USER } from '../../language/roles';
import { echo } from '../../schemas/rules/echo';
import { badRequest, caller, conflict, route, text, type Caller } from '../http';
import type { RecordHook } from '../records/recordHookTypes';
import type { LoginRecord } from '../types';
import { check } from '../validation';
import { lookups, loginLists } from '../views';
import { alreadyHas, applyGrant, parseGrant } from './grants';
import { withPrimaryGroup } from './primaryGroup';
import { nextTokenVersion, revokeTokens } from '../auth/tokenVersion';
import { checkSislGrant, keptFromCaller } from './scope';
import { leavesSislManagement, revokePasswordSetByOthers } from './passwordSetter';
import { RECORD_ANSWER } from '../contract/answerTypes';

type Row = Record<string, unknown>;

/**
 * The edit form's account group replaces the first one (primaryGroup.ts), never one outside a
 * sisl admin's own groups; checked before anything changes.
 */
const grantGroup: RecordHook['update'] = (row, body, who, changes, { data }) => {
  if (body.account_group_id === undefined) return;
  const group = parseGrant(data(), { account_group_id: body.account_group_id });
  checkSislGrant(who, group);
  changes.account_group_ids = withPrimaryGroup(row.account_group_ids as number[], group.account_group_id, keptFromCaller(who));
};

/**
 * Whether a slink-sisl-admin sees a login (resources/users.hooks.ts): one of its own account
 * groups that holds no role but slink-sisl-user; a new one without a group yet, only its creator
 * (the console gives the group by a second call).
 */
export const sislAdminSees = (row: Row, who: Caller): boolean => {
  const login = row as unknown as LoginRecord;
  if (!login.app_roles.every((r) => r.role_type_code === SISL_USER)) return false;
  const groups = login.account_group_ids;
  return groups.length === 0 ? login.creator_login_id === who.loginId : groups.some((g) => who.groupIds.includes(g));
};

export const loginGrants: RecordHook = {
  create: (row, body, _who, { data }) => applyGrant(row as unknown as LoginRecord, parseGrant(data(), body)),
  update: (row, body, who, changes, tools) => {
    grantGroup(row, body, who, changes, tools);
    // Tokens issued before a change of groups, status or email are refused from now on (a
    // token names its email, and an address handed to someone else must not keep its sessions).
    const login = row as unknown as LoginRecord;
    const groupsChanged = changes.account_group_ids !== undefined && String(changes.account_group_ids) !== String(login.account_group_ids);
    const statusChanged = changes.enabled !== undefined && changes.enabled !== login.enabled;
    const emailChanged = changes.email !== undefined && changes.email !== login.email;
    if (groupsChanged || statusChanged || emailChanged) changes.token_version = nextTokenVersion(login);
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
  // Adds an account group, an application role, or both; an exact repeat is 409. A role but
  // slink-sisl-user revokes a password another login set (./passwordSetter.ts).
  routes: (router, tools) => {
    const path = tools.pathOf('relationship', 'POST');
    if (!path) return;
    router.post(
      path,
      route(async (req, res) => {
        const who = caller(res);
        const body = (req.body ?? {}) as Row;
        check('relationship', body);
        if (text(body.action || 'add') !== 'add') throw badRequest(`Unsupported action ${echo(text(body.action))}`);
        const login = tools.rowNamed(req, path, true) as unknown as LoginRecord;
        const grant = parseGrant(tools.data(), body);
        checkSislGrant(who, grant);
        if (alreadyHas(login, grant)) throw conflict();
        applyGrant(login, grant);
        if (leavesSislManagement(grant.role_type_code)) revokePasswordSetByOthers(tools.data(), login);
        revokeTokens(login);
        Object.assign(login, tools.savedStamps(who));
        await tools.commit([login]);
        res.json(tools.answer(login as unknown as Row));
      }),
    );
  },
  routeAnswers: {
    relationship: { status: 200, description: 'The login as saved, with what it was given', schema: RECORD_ANSWER },
  },
};
