// The vendors' hand-written record keeping: the short codes of SMS vendors and the email domains
// of EMAIL vendors, attached to a vendor account and freed again by the Assign form's calls
// (VENDOR_ITEMS of resources/vendors.ts). A code or domain belongs to at most one vendor (its
// `vendor_account_id`, null when free): attaching sets it, freeing clears it, and each stamps the
// vendor's modification time. The free ones are listed in the text service's names. A vendor's
// type stays while it holds any; a deleted vendor's are freed.
import type { Router } from 'express';
import type { SchemaName } from '../schemas/index';
import { EMAIL, SMS } from '../schemas/rules/vendorType';
import { validatorSpecs, type ValidatorName } from '../schemas/validators';
import { fieldOf, listOf, objectOf, withMessage } from '../server/contract/answerShapes';
import type { AnswerSchema } from '../server/contract/answerTypes';
import { MESSAGE_SCHEMA, ref } from '../server/contract/openapiParts';
import { badRequest, conflict, fill, HttpError, notFound, now, route } from '../server/http';
import type { HookTools, RecordHook, ScreenHooks } from '../server/records/recordHookTypes';
import { renderAccounts } from '../server/records/accountLists';
import { check } from '../server/validation';
import { VENDOR_ITEMS } from './vendors';

type Row = Record<string, unknown>;

/** What one kind of item is: its calls (the vendor screen's table keys), its fields and its words. */
interface AttachedItems {
  calls: (typeof VENDOR_ITEMS)['sms' | 'email'];
  /** the item's id field, and its name in the item check (the validator's) */
  id: string;
  /** the schema the free list's fields are typed by, besides the check's */
  schema: SchemaName;
  /** the fields the free list answers of each, and its order */
  freeListed: readonly string[];
  /** fields of the free list worked out here rather than by the declaration */
  freeFields?: (row: Row, tools: HookTools) => Row;
  order: string;
  /** the vendor type an item needs (VendorTypeCode), and what is said for another */
  vendorType: string;
  otherType: string;
  added: string;
  removed: string;
  notAttached: string;
}

/** The field of an item naming its vendor account, and the vendor's stamped field. */
const OWNER_KEY = 'vendor_account_id';
const TOUCHED = 'ModifiedDateTime';

const attached = (items: AttachedItems): RecordHook => {
  const validator = items.calls.validator as ValidatorName;
  const isFree = (row: Row) => row[OWNER_KEY] === null || row[OWNER_KEY] === undefined;
  /** The vendor account a path names (404), the item it names by its last parameter (404), and a way to store both. */
  const named = (req: Parameters<HookTools['ownerNamed']>[0], path: string, tools: HookTools) => {
    const vendorId = tools.ownerNamed(req);
    const item = tools.rowOfAnyOwner(req, path);
    const vendor = tools.data().vendorAccounts.find((v) => v.VendorAccountID === vendorId) as unknown as Row;
    const store = async () => {
      vendor[TOUCHED] = now();
      await tools.commit([item, vendor]);
    };
    return { vendorId, item, vendor, store };
  };

  const routes = (router: Router, tools: HookTools) => {
    const free = tools.pathOf(items.calls.all, 'GET');
    if (free)
      router.get(
        free,
        route((_req, res) => {
          const loose = tools.rows().filter(isFree);
          loose.sort((a, b) => String(a[items.order]).localeCompare(String(b[items.order])));
          res.json(
            loose.map((r) => {
              const own = items.freeFields?.(r, tools) ?? {};
              return Object.fromEntries(items.freeListed.map((f) => [f, f in own ? own[f] : tools.valueOf(r, f)]));
            }),
          );
        }),
      );
    const add = tools.pathOf(items.calls.add, 'POST');
    if (add)
      router.post(
        add,
        route(async (req, res) => {
          const { vendorId, item, vendor, store } = named(req, add, tools);
          check(validator, { [items.calls.idField]: item[items.id] });
          if (String(vendor.VendorTypeCode ?? '').toUpperCase() !== items.vendorType.toUpperCase()) throw badRequest(items.otherType);
          if (!isFree(item)) throw conflict();
          item[OWNER_KEY] = vendorId;
          await store();
          res.status(201).json({ ...tools.listed(item), message: fill(items.added, item) });
        }),
      );
    const remove = tools.pathOf(items.calls.remove, 'DELETE');
    if (remove)
      router.delete(
        remove,
        route(async (req, res) => {
          const { vendorId, item, store } = named(req, remove, tools);
          if (item[OWNER_KEY] !== vendorId) throw notFound(items.notAttached);
          item[OWNER_KEY] = null;
          await store();
          res.json({ message: fill(items.removed, item) });
        }),
      );
  };

  // An item as its check takes it is one as the vendor's calls list it.
  const base = validatorSpecs[validator].base;
  const row: AnswerSchema = { allOf: [ref(base), { required: [items.calls.idField, items.calls.label.field, 'VendorAccountID'] }] };
  return {
    routes,
    routeAnswers: {
      [items.calls.assigned]: { status: 200, description: "The owner's rows", schema: listOf(row) },
      [items.calls.add]: { status: 201, description: 'The row attached, and a message', schema: withMessage(row) },
      [items.calls.remove]: { status: 200, description: 'Detached', schema: ref(MESSAGE_SCHEMA) },
      [items.calls.all]: {
        status: 200,
        description: 'The rows no owner holds',
        schema: listOf(objectOf(items.freeListed, (f) => fieldOf(f, [items.schema, base]))),
      },
    },
  };
};

/** A vendor's type stays while codes or domains are attached to it (409, naming how many). */
const TYPE_KEPT = 'The vendor type cannot change while %{count} short code(s) or email domain(s) are attached; remove them first.';
/** The short codes and email domains a vendor holds. */
const heldBy = (vendor: Row, tools: HookTools) => {
  const { shortCodes, emailDomains } = tools.data();
  return [...shortCodes, ...emailDomains].filter((item) => item[OWNER_KEY] === vendor.VendorAccountID);
};

const vendorAccounts: RecordHook = {
  // A vendor's type stays while it holds any item.
  update: (row, _body, _who, changes, tools) => {
    if (!('VendorTypeCode' in changes) || changes.VendorTypeCode === row.VendorTypeCode) return;
    const count = heldBy(row, tools).length;
    if (count > 0) throw new HttpError(409, fill(TYPE_KEPT, { ...row, count }));
  },
  // A deleted vendor's items are freed, not deleted: another vendor may take them.
  deleted: (row, tools) => {
    const held = heldBy(row, tools);
    for (const item of held) item[OWNER_KEY] = null;
    return held;
  },
};

export const hooks = {
  vendorAccounts,
  shortCodes: attached({
    calls: VENDOR_ITEMS.sms,
    id: 'ShortCodeId',
    schema: 'shortCode',
    freeListed: ['ShortCodeId', 'ShortCode', 'VendorAccountID', 'ShortCodeDesc'],
    order: 'ShortCode',
    vendorType: SMS,
    otherType: 'Short codes can only be attached to an SMS vendor account.',
    added: 'Vendor shortcode successfully added',
    removed: 'Vendor shortcode successfully removed',
    notAttached: 'The short code is not attached to this vendor account',
  }),
  emailDomains: attached({
    calls: VENDOR_ITEMS.email,
    id: 'email_domain_id',
    schema: 'emailDomain',
    freeListed: ['email_domain_id', 'email_domain_url', 'accounts_assigned'],
    freeFields: (row, tools) => ({ accounts_assigned: renderAccounts(tools.data(), (row.account_ids as number[] | undefined) ?? []) }),
    order: 'email_domain_url',
    vendorType: EMAIL,
    otherType: 'Email domains can only be attached to an EMAIL vendor account.',
    added: 'Vendor email domain successfully added',
    removed: 'Vendor email domain successfully removed',
    notAttached: 'The email domain is not attached to this vendor account',
  }),
} satisfies ScreenHooks;
