// 'API Link Attributes': Field Type (the data type), Field Name, Field Description, Default
// value, Test value. At most 10 new rows at a time, as the requirements limit it.
import { useTranslate } from 'react-admin';
import type { ApiDataType } from '../../../schemas';
import { newRowLimitProblem } from '../../../schemas/rules/apiLinkAttributes';
import { namedFieldLabel } from '../../engine/namedFieldLabel';
import { nextKey, type AttributeRow } from './apiLinkForm';
import { RowTable, type RowColumn } from './RowTable';

interface Props {
  rows: readonly AttributeRow[];
  onChange: (rows: AttributeRow[]) => void;
  dataTypes: readonly ApiDataType[];
  readOnly: boolean;
  /** shows a rule's message (the 10-new-rows limit) */
  onProblem: (message: string) => void;
}

type TextKey = 'name' | 'description' | 'default_value' | 'test_value';

export const AttributesTable = ({ rows, onChange, dataTypes, readOnly, onProblem }: Props) => {
  const translate = useTranslate();
  const title = (f: string) => namedFieldLabel(translate, 'apiLinkAttribute', f);
  const text = (key: TextKey): RowColumn<AttributeRow> => ({ label: title(key), get: (r) => r[key], set: (r, v) => ({ ...r, [key]: v }) });
  const columns: RowColumn<AttributeRow>[] = [
    {
      label: translate('apilinks.fields.attributeType'),
      get: (r) => r.api_data_type_id,
      set: (r, v) => ({ ...r, api_data_type_id: v }),
      choices: [{ value: '', label: '' }, ...dataTypes.map((t) => ({ value: String(t.api_data_type_id), label: String(t.name ?? '') }))],
    },
    text('name'),
    text('description'),
    text('default_value'),
    text('test_value'),
  ];
  const add = () => {
    const problem = newRowLimitProblem(rows, 1);
    if (problem) return onProblem(problem);
    onChange([
      ...rows,
      {
        key: nextKey(),
        api_data_type_id: String(dataTypes[0]?.api_data_type_id ?? ''),
        name: '',
        description: '',
        default_value: '',
        test_value: '',
      },
    ]);
  };
  return (
    <RowTable<AttributeRow>
      heading={translate('apilinks.fields.attributes')}
      columns={columns}
      rows={rows}
      onChange={onChange}
      readOnly={readOnly}
      addLabel={translate('apilinks.buttons.addAttribute')}
      onAdd={add}
      removeQuestion="apilinks.confirmRemoveAttribute"
      removed="apilinks.messages.removedAttribute"
      removeLabel="apilinks.buttons.removeAttribute"
    />
  );
};
