// The input of a field whose schema names its kind of value (schemas/rules/valueKinds.ts): a
// number box, a checkbox, a multi-select with chips (ChoiceListInput.tsx), a date, date-time or
// time picker (the browser's own). Each sends the value as the schema types it. Here, in the
// forms' lazily loaded code: the list a screen opens on needs none of these inputs.
import { DateInput, DateTimeInput, NumberInput, TimeInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ValueKind } from '../../schemas/rules/valueKinds';
import { CheckboxInput } from './CheckboxInput';
import { ChoiceListInput } from './ChoiceListInput';
import { pickerTime, storedInstant, storedTime } from './dayAndTime';

interface Common {
  source: string;
  label: string;
  readOnly: boolean;
  disabled?: boolean;
  fullWidth: true;
  helperText: string | false;
  margin: 'none';
}

export interface TypedProperty {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly items?: unknown;
}

/** A time of day (`time`, `iso-time`): the picker shows "HH:MM", the form holds the stored form (dayAndTime.ts). */
const TimeOfDayInput = ({ kind, common }: { kind: 'time' | 'iso-time'; common: Common }) => {
  const was = useWatch({ name: common.source }) as unknown;
  return <TimeInput {...common} format={pickerTime} parse={(picked: unknown) => storedTime(picked, kind, was)} />;
};

export const TypedInput = ({ kind, property, common }: { kind: ValueKind; property: TypedProperty | undefined; common: Common }) => {
  switch (kind) {
    case 'integer':
    case 'number':
      // The schema's bounds as the box's own; a value outside them is the validator's to refuse, in its words.
      return <NumberInput {...common} step={kind === 'integer' ? 1 : 'any'} min={property?.minimum} max={property?.maximum} />;
    case 'boolean':
      return <CheckboxInput source={common.source} label={common.label} readOnly={common.readOnly || common.disabled} />;
    case 'choices':
      return <ChoiceListInput {...common} items={property?.items} />;
    case 'date':
      return <DateInput {...common} />;
    case 'date-time':
      return <DateTimeInput {...common} parse={storedInstant} />;
    default:
      return <TimeOfDayInput kind={kind} common={common} />;
  }
};
