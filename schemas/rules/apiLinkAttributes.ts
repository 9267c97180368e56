// The attribute rules of an API link, shared by the console (on each
// save and when a row is added) and the platform (PUT of the whole array).
import type { ApiDataType } from '../apiLinkAttribute.schema';
import { echo } from './echo';
import type { CellProblem, StagedRule } from './types';

/** Required: new attribute rows at once. */
export const MAX_NEW_ATTRIBUTE_ROWS = 10;
/** The data type whose attribute names become header names (no spaces). */
export const HEADER_DATA_TYPE = 'header';

export const ATTRIBUTE_MESSAGES = {
  emptyName: 'You have an empty attribute field name',
  invalidChars: (name: string) => `Attribute field name ${echo(name)} has invalid characters`,
  noType: (name: string) => `Attribute field name ${echo(name)} has no field type`,
  headerSpaces: (name: string) => `Attribute field name ${echo(name)} cannot contain spaces for the header field type`,
  twice: (name: string, type: string) => `Attribute field name ${echo(name)} is used more than once for the field type ${echo(type)}`,
  tooManyNew: 'You can only add 10 new attribute rows at a time. Please save your data to the server.',
} as const;
const M = ATTRIBUTE_MESSAGES;

/** The fields the rules read; ids may be numbers or picker strings. */
export interface AttributeRow {
  api_link_attribute_id?: number | string | null;
  api_data_type_id?: number | string | null;
  name?: string | null;
}

const isNew = (row: AttributeRow) =>
  row.api_link_attribute_id === undefined || row.api_link_attribute_id === null || row.api_link_attribute_id === '';

export const newAttributeRows = (rows: readonly AttributeRow[]): number => rows.filter(isNew).length;

/** Whether one more new row may be added (the console asks before adding). */
export const newRowLimitProblem = (rows: readonly AttributeRow[], adding = 0): string | undefined =>
  newAttributeRows(rows) + adding > MAX_NEW_ATTRIBUTE_ROWS ? M.tooManyNew : undefined;

/**
 * The name cells of rows repeating an earlier row's field type and name (compared trimmed; rows
 * with both blank aside), marked as the table shows it beside the banner the rule above words.
 */
export const repeatedAttributeNames = (rows: readonly AttributeRow[]): CellProblem[] => {
  const seen = new Set<string>();
  return rows.flatMap((row, index) => {
    const values = [row.api_data_type_id, row.name].map((v) => String(v ?? '').trim());
    if (values.every((v) => v === '')) return [];
    const key = JSON.stringify(values);
    if (!seen.has(key)) return (seen.add(key), []);
    return [{ row: index, field: 'name', message: `${String(row.name ?? '')} is used more than once for this field type` }];
  });
};

/** The first broken rule of the attribute rows, or undefined. */
export function attributesProblem(rows: readonly AttributeRow[], dataTypes: readonly ApiDataType[]): string | undefined {
  const typeName = new Map(dataTypes.map((t) => [String(t.api_data_type_id), String(t.name ?? '')]));
  const seen = new Set<string>();
  for (const row of rows) {
    const name = String(row.name ?? '').trim();
    if (!name) return M.emptyName;
    if (/[\\"]/.test(name)) return M.invalidChars(name);
    const type = typeName.get(String(row.api_data_type_id ?? ''));
    if (type === undefined) return M.noType(name);
    if (type === HEADER_DATA_TYPE && /\s/.test(name)) return M.headerSpaces(name);
    const key = `${row.api_data_type_id}\u0000${name}`;
    if (seen.has(key)) return M.twice(name, type);
    seen.add(key);
  }
  return newRowLimitProblem(rows);
}

/** The apiLinkAttributes validator's rule: reads `api_link_attributes` and `data_types`. */
export const attributeRows: StagedRule = {
  name: 'attributeRows',
  stage: 'cross',
  check: ({ api_link_attributes, data_types }) => {
    const rows = Array.isArray(api_link_attributes) ? (api_link_attributes as AttributeRow[]) : [];
    const types = Array.isArray(data_types) ? (data_types as ApiDataType[]) : [];
    const message = attributesProblem(rows, types);
    return message ? { message, fields: ['api_link_attributes'] } : undefined;
  },
};
