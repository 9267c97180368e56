import { PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ResourceConfig } from '../../resources/types';
import { CheckboxInput } from './CheckboxInput';
import { fieldLabel, schemaProperty } from './columnLabel';
import { useCallResult } from './useCallResult';

interface Props {
  config: ResourceConfig;
  source: string;
  required: boolean;
  readOnly: boolean;
}

const ChoicesInput = ({
  config,
  source,
  label,
  readOnly,
}: {
  config: ResourceConfig;
  source: string;
  label: string;
  readOnly: boolean;
}) => {
  const options = config.fieldOptions![source].choices!;
  const { data = [], isPending } = useCallResult(config.name, options.endpoint);
  const loaded = data.map((row) => ({ id: row[options.optionValue] as string, name: String(row[options.optionText]) }));
  // The stored value stays shown while the options load, or if they fail to: as itself, until
  // the list names it (MUI would otherwise warn of an out-of-range value and show the box empty).
  const value = useWatch({ name: source }) as unknown;
  const kept = value !== undefined && value !== null && value !== '' && !loaded.some((c) => String(c.id) === String(value));
  const choices = kept ? [...loaded, { id: String(value), name: String(value) }] : loaded;
  return <SelectInput source={source} label={label} choices={choices} isPending={isPending} readOnly={readOnly} fullWidth emptyText="" />;
};

/** One form input, chosen from the schema property and the resource's field options. */
export const FieldInput = ({ config, source, required, readOnly }: Props) => {
  const translate = useTranslate();
  const property = schemaProperty(config.schema, source);
  const options = config.fieldOptions?.[source];
  const label = fieldLabel(translate, config.schema, source) + (required && !readOnly ? ' *' : '');
  const common = { source, label, readOnly, fullWidth: true, helperText: property?.description ?? false } as const;
  if (options?.input === 'checkbox') return <CheckboxInput source={source} label={label} readOnly={readOnly} />;
  if (options?.choices) return <ChoicesInput config={config} source={source} label={label} readOnly={readOnly} />;
  if (property?.enum) {
    return <SelectInput {...common} choices={property.enum.map((v) => ({ id: String(v), name: String(v) }))} emptyText="" />;
  }
  if (options?.input === 'password') return <PasswordInput {...common} autoComplete="new-password" />;
  return (
    <TextInput
      {...common}
      multiline={options?.input === 'textarea'}
      slotProps={{ htmlInput: property?.maxLength ? { maxLength: property.maxLength } : {} }}
    />
  );
};
