// The API link configuration form's state and what it sends:
// pure functions, so the panel stays about layout and the rules stay testable.
import type { ApiLinkAttribute } from '../../../schemas';
import { detailTextFromEntries, entriesFromDetail, type AuthEntry } from '../../../schemas/rules/apiLinkAuthDetail';
import { rowKey } from '../../engine/tableRows';

export interface LinkFields {
  api_link_name: string;
  api_link_description: string;
  api_link_url: string;
  api_link_verb: string;
  api_link_authentication_method_id: string;
  api_link_enabled: boolean;
}

/** A row of a table as the form holds it: `key` tells rows apart while names are edited. */
export type AuthRow = AuthEntry & { key: number };
export interface AttributeRow {
  key: number;
  api_link_attribute_id?: number | string;
  api_data_type_id: string;
  name: string;
  description: string;
  default_value: string;
  test_value: string;
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The fields of a loaded link (details answer), or of a new one: enabled by default. */
export const fieldsFromRecord = (record: Record<string, unknown> | undefined): LinkFields => ({
  api_link_name: str(record?.name),
  api_link_description: str(record?.description),
  api_link_url: str(record?.url),
  api_link_verb: str(record?.verb),
  api_link_authentication_method_id: str(record?.authentication_method_id),
  // disabled_ind 0 means enabled
  api_link_enabled: record ? Number(record.disabled_ind ?? 0) === 0 : true,
});

/** The authentication rows of the stored JSON text (throws AuthDetailError on bad text). */
export const authRowsFromRecord = (record: Record<string, unknown> | undefined): AuthRow[] =>
  entriesFromDetail(str(record?.authentication_detail)).map((e) => ({ ...e, key: rowKey() }));

export const attributeRowsFromAnswer = (rows: readonly ApiLinkAttribute[]): AttributeRow[] =>
  rows.map((a) => ({
    key: rowKey(),
    api_link_attribute_id: a.api_link_attribute_id,
    api_data_type_id: str(a.api_data_type_id),
    name: str(a.name),
    description: str(a.description),
    default_value: str(a.default_value),
    test_value: str(a.test_value),
  }));

export const entriesOf = (rows: readonly AuthRow[]): AuthEntry[] => rows.map(({ type, name, value }) => ({ type, name, value }));

/** The POST/PUT body: the form's fields, the details as JSON text, and the id on update. */
export const saveBody = (fields: LinkFields, rows: readonly AuthRow[], id?: number | string) => ({
  ...(id === undefined ? {} : { api_link_id: id }),
  ...fields,
  api_link_authentication_detail: detailTextFromEntries(entriesOf(rows)),
});

/** The PUT body of the attributes: the whole array, new rows without an id. */
export const attributesBody = (rows: readonly AttributeRow[]) => ({
  api_link_attributes: rows.map(({ key: _key, api_link_attribute_id, ...rest }) => ({
    ...(api_link_attribute_id === undefined ? {} : { api_link_attribute_id }),
    ...rest,
  })),
});

/** What the form compares to know whether it holds unsaved changes (keys left out). */
export const snapshot = (fields: LinkFields, auth: readonly AuthRow[], attributes: readonly AttributeRow[] | null) =>
  JSON.stringify([fields, entriesOf(auth), attributes && attributesBody(attributes)]);
