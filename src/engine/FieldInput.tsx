import { PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldOptions, InlineSchema, ResourceConfig } from '../../language/types';
import { NativeSelectInput } from './NativeSelectInput';
import { counters } from '../../schemas/rules/counters';
import { inputTexts } from '../../language/screenTexts';
import { CheckboxInput } from './CheckboxInput';
import { fieldLabel, schemaProperty } from './columnLabel';
import { isMultiline } from './multiline';
import { schemaChoices } from './schemaChoices';
import { useCallResult } from './useCallResult';
import { TypedInput, type TypedProperty } from './TypedInput';
import { valueKind } from '../../schemas/rules/valueKinds';

interface Props {
  config: ResourceConfig;
  /** the form's schema (the record's unless the form has its own) */
  schema?: InlineSchema;
  source: string;
  required: boolean;
  readOnly: boolean;
  /** the whole form is locked: the input is disabled, not only read-only */
  disabled?: boolean;
}

const ChoicesInput = ({
  config,
  source,
  label,
  helperText,
  readOnly,
  disabled,
}: {
  config: ResourceConfig;
  source: string;
  label: string;
  helperText: string | false;
  readOnly: boolean;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const options = config.fieldOptions![source].choices!;
  const { data = [], isPending } = useCallResult(config.name, options.endpoint);
  const loaded = data.map((row) => ({ id: row[options.optionValue] as string, name: String(row[options.optionText]) }));
  // The stored value stays shown while the options load, or if they fail to: as itself, until
  // the list names it (MUI would otherwise warn of an out-of-range value and show the box empty).
  const value = useWatch({ name: source }) as unknown;
  const kept = value !== undefined && value !== null && value !== '' && !loaded.some((c) => String(c.id) === String(value));
  const choices = kept ? [...loaded, { id: String(value), name: String(value) }] : loaded;
  if (config.fieldOptions![source].input === 'native-select')
    return <NativeSelectInput source={source} label={label} helperText={helperText} choices={choices} disabled={readOnly || disabled} />;
  return (
    <SelectInput
      source={source}
      label={label}
      helperText={helperText}
      choices={choices}
      isPending={isPending}
      margin="none"
      readOnly={readOnly}
      disabled={disabled}
      fullWidth
      emptyText={translate(inputTexts(config.name, source).none, { _: '' })}
    />
  );
};

/** The counter line under a text input, and the hint that a blank sends the schema's default. */
const CounterText = ({
  screen,
  source,
  counter,
  max,
  fallback,
}: {
  screen: string;
  source: string;
  counter: NonNullable<FieldOptions['counter']>;
  max?: number;
  fallback: unknown;
}) => {
  const translate = useTranslate();
  const texts = inputTexts(screen, source);
  const value = String((useWatch({ name: source }) as unknown) ?? '');
  const counted = translate(texts.counter, { ...counters[counter](value), max });
  const defaultHint = fallback !== undefined && value.trim() === '' ? translate(texts.defaultHint, { _: '' }) : '';
  const hint = defaultHint ? ` — ${defaultHint}` : '';
  return <span data-testid={`${source}-counter`}>{counted + hint}</span>;
};

/** One form input, chosen from the schema property and the resource's field options. */
export const FieldInput = ({ config, schema = config.schema, source, required, readOnly, disabled }: Props) => {
  const translate = useTranslate();
  const property = schemaProperty(schema, source) as (ReturnType<typeof schemaProperty> & { default?: unknown }) | undefined;
  const options = config.fieldOptions?.[source];
  const label = fieldLabel(translate, schema, source) + (required && !readOnly ? ' *' : '');
  const help = property?.description ?? false;
  // No margin of its own (react-admin's selects default to 'dense', its text inputs to none): the
  // form's grid spaces the inputs, so a select lines up with the text input beside it.
  const common = { source, label, readOnly, disabled, fullWidth: true, helperText: help, margin: 'none' } as const;
  if (options?.input === 'checkbox') return <CheckboxInput source={source} label={label} readOnly={readOnly || disabled} />;
  if (options?.choices)
    return <ChoicesInput config={config} source={source} label={label} helperText={help} readOnly={readOnly} disabled={disabled} />;
  // An `enum`, or labelled choices (a `oneOf` of consts with titles): the codes are sent, the titles shown.
  const choices = schemaChoices(property);
  if (choices) {
    if (options?.input === 'native-select')
      return <NativeSelectInput source={source} label={label} helperText={help} choices={choices} disabled={readOnly || disabled} />;
    return <SelectInput {...common} choices={choices} emptyText="" />;
  }
  if (options?.input === 'password') return <PasswordInput {...common} autoComplete="new-password" />;
  // A number, a yes/no, a list of choices, a day or a time: the schema's own words choose the input.
  const kind = valueKind(property);
  if (kind) return <TypedInput kind={kind} property={property as TypedProperty | undefined} common={common} />;
  const fallback = property?.default;
  const multiline = isMultiline(property, options);
  return (
    <TextInput
      {...common}
      helperText={
        options?.counter ? (
          <CounterText screen={config.name} source={source} counter={options.counter} max={property?.maxLength} fallback={fallback} />
        ) : (
          help
        )
      }
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      // A default shows in the empty field as its placeholder, so the label stays above it.
      placeholder={typeof fallback === 'string' ? fallback : undefined}
      slotProps={{
        htmlInput: property?.maxLength ? { maxLength: property.maxLength } : {},
        ...(fallback !== undefined ? { inputLabel: { shrink: true } } : {}),
      }}
    />
  );
};
