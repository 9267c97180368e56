// 'Authentication details': Field type, Field, Value. A new row is a
// header named New_Field_NN; the type select changes it. Password values are masked.
import { useTranslate } from 'react-admin';
import { AUTH_ENTRY_TYPES, LOCKED_WHEN_IN_USE, isAuthEntryType } from '../../../schemas/rules/apiLinkAuthDetail';
import { nextKey, placeholderName, type AuthRow } from './apiLinkForm';
import { RowTable, type RowColumn } from './RowTable';

interface Props {
  rows: readonly AuthRow[];
  onChange: (rows: AuthRow[]) => void;
  readOnly: boolean;
  inUse: boolean;
}

export const AuthEntriesTable = ({ rows, onChange, readOnly, inUse }: Props) => {
  const translate = useTranslate();
  const columns: RowColumn<AuthRow>[] = [
    {
      label: translate('apilinks.fields.fieldType'),
      get: (r) => r.type,
      set: (r, v) => (isAuthEntryType(v) ? { ...r, type: v } : r),
      choices: AUTH_ENTRY_TYPES.map((t) => ({ value: t, label: translate(`apilinks.entryTypes.${t}`) })),
    },
    { label: translate('apilinks.fields.field'), get: (r) => r.name, set: (r, v) => ({ ...r, name: v }) },
    {
      label: translate('apilinks.fields.value'),
      get: (r) => r.value,
      set: (r, v) => ({ ...r, value: v }),
      type: (r) => (r.type === 'password' ? 'password' : 'text'),
    },
  ];
  return (
    <RowTable<AuthRow>
      heading={translate('apilinks.fields.authentication')}
      columns={columns}
      rows={rows}
      onChange={onChange}
      readOnly={readOnly}
      // The four row types an in-use link may never change, whatever else is allowed.
      rowLocked={(r) => inUse && LOCKED_WHEN_IN_USE.includes(r.type)}
      addLabel={translate('apilinks.buttons.addEntry')}
      onAdd={() => onChange([...rows, { key: nextKey(), type: 'headers', name: placeholderName(rows.map((r) => r.name)), value: '' }])}
      removeQuestion="apilinks.confirmRemoveEntry"
      removed="apilinks.messages.removedEntry"
      removeLabel="apilinks.buttons.removeEntry"
    />
  );
};
