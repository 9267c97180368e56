// Named codecs: where a form edits a record's value in another shape than the record holds it
// (a form config's `fromRecord.<field>.codec`). `toForm` reads the record's value (it may throw
// on a stored value it cannot read: the form then starts from `empty` and says so); `toBody` is
// what the save call gets for the form's value. Pure, so the console and tests convert alike.
import { detailTextFromEntries, entriesFromDetail, type AuthEntry } from './apiLinkAuthDetail';

export interface Codec {
  toForm: (recordValue: unknown) => unknown;
  toBody: (formValue: unknown) => unknown;
  /** the form's value when `toForm` cannot read the stored one */
  empty: unknown;
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export const codecs = {
  /** edited and sent as text, whatever type the record holds (a number typed as digits); none stays none */
  asText: {
    toForm: (v) => (v === undefined || v === null ? v : String(v)),
    toBody: (v) => v,
    empty: '',
  },
  /** a `disabled_ind` (0 means enabled) edited as an "enabled" checkbox, sent as true/false */
  enabledFromDisabledInd: {
    toForm: (v) => Number(v ?? 0) === 0,
    toBody: (v) => v === true,
    empty: true,
  },
  /** an API link's authentication details: JSON text stored and sent, typed entries edited as a table */
  authenticationEntries: {
    toForm: (v) => entriesFromDetail(text(v)),
    toBody: (rows) => detailTextFromEntries((Array.isArray(rows) ? rows : []) as AuthEntry[]),
    empty: [],
  },
} as const satisfies Record<string, Codec>;

export type CodecName = keyof typeof codecs;
