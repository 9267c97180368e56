// The accounts of a declaring screen's records (language/recordRelationTypes.ts `accounts`):
// a record's accounts, one assignment read, assign and unassign, at the paths of its screen's
// endpoint table (`:id` the record, `:accountId` the account). The records keep their accounts
// in `account_ids`.
import type { Request, Router } from 'express';
import { ACCOUNT_CALLS, assignmentCheck } from '../../language/recordCalls';
import type { Context } from '../context';
import { conflict, fill, idParam, notFound, route } from '../http';
import type { Account } from '../types';
import { check } from '../validation';
import { renderAccounts } from './accountLists';
import type { RecordKit, Row } from './recordKit';
import { pathOf } from './recordPaths';

/** A label inside a sentence: 'Email domain' → 'email domain'; an initialism stays ('API link'). */
const inSentence = (label: string) => label.replace(/^[A-Z][a-z]/, (first) => first.toLowerCase());

export const accountRoutes = (router: Router, ctx: Context, kit: RecordKit): void => {
  const { keeping, recordOf } = kit;
  const { accounts } = keeping;
  if (!accounts) return;
  const { label, list, read, names } = accounts;
  const validator = assignmentCheck(keeping.screen);
  const assign = pathOf(keeping, ACCOUNT_CALLS.assign, 'POST');
  const unassign = pathOf(keeping, ACCOUNT_CALLS.unassign, 'DELETE');
  const listed = list === false ? undefined : pathOf(keeping, list ?? ACCOUNT_CALLS.list, 'GET');
  const readOne = read && pathOf(keeping, read, 'GET');
  // A declaration mistake is said at start rather than served at odd paths: the assign calls
  // name the account, a list call sits under the record's path.
  if ([assign, unassign].some((path) => path !== undefined && !path.includes(':accountId')))
    throw new Error(`${keeping.screen.name}: records.accounts: the assignAccount and unassignAccount calls name :id and :accountId`);
  if (list !== false && !listed?.endsWith('/:id/accounts'))
    throw new Error(`${keeping.screen.name}: records.accounts needs a GET <record path>/:id/accounts call (accounts.list names its key)`);

  const holder = (req: Request) => recordOf(idParam(req, 'id'), req) as Row & { account_ids: number[] };
  const accountOf = (id: number) => {
    const account = ctx.store.data.accounts.find((a) => a.account_id === id);
    if (!account) throw notFound('Account not found');
    return account;
  };
  const added = accounts.added ?? `${label} account %{account_id} successfully added`;
  const removed = accounts.removed ?? `${label} account %{account_id} successfully removed`;
  /** An assignment as the read and add answers give it. */
  const assignment = (item: Row, account: Account) => ({
    account_id: account.account_id,
    ...(accounts.named || names ? { account_name: account.account_name } : {}),
    ...Object.fromEntries(Object.entries(names ?? {}).map(([as, field]) => [as, item[field]])),
  });
  const notAssigned = () => notFound(`The account is not assigned to this ${inSentence(label)}`);

  if (listed)
    router.get(
      listed,
      route((req, res) => {
        res.json(renderAccounts(ctx.store.data, holder(req).account_ids));
      }),
    );

  if (readOne)
    router.get(
      readOne,
      route((req, res) => {
        const item = holder(req);
        const account = accountOf(idParam(req, 'accountId'));
        if (!item.account_ids.includes(account.account_id)) throw notAssigned();
        res.json(assignment(item, account));
      }),
    );

  if (assign)
    router.post(
      assign,
      route(async (req, res) => {
        const item = holder(req);
        const account = accountOf(idParam(req, 'accountId'));
        const accountId = account.account_id;
        if (item.account_ids.includes(accountId)) throw conflict();
        check(validator, { account_id: accountId, assigned_count: item.account_ids.length });
        item.account_ids.push(accountId);
        await ctx.store.commit([item]);
        res.status(201).json({ ...assignment(item, account), message: fill(added, { account_id: accountId }) });
      }),
    );

  if (unassign)
    router.delete(
      unassign,
      route(async (req, res) => {
        const item = holder(req);
        const accountId = accountOf(idParam(req, 'accountId')).account_id;
        if (!item.account_ids.includes(accountId)) throw notAssigned();
        item.account_ids = item.account_ids.filter((id) => id !== accountId);
        await ctx.store.commit([item]);
        const message = fill(removed, { account_id: accountId });
        res.json(names ? { message } : { account_id: accountId, message });
      }),
    );
};
