import { PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
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

const ChoicesInput = ({ config, source, label, readOnly }: { config: ResourceConfig; source: string; label: string; readOnly: boolean }) => {
  const options = config.fieldOptions![source].choices!;
  const { data = [], isPending } = useCallResult(config.name, options.endpoint);
  const choices = data.map((row) => ({ id: row[options.optionValue] as string, name: String(row[options.optionText]) }));
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
