import type { Identifier, RaRecord } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { cellText } from '../formatValue';
import type { Translate } from '../translate';

/** The column that names a row: its link column (the one that opens it), else its first. */
export const nameColumn = (config: ResourceConfig) => config.list.columns.find((c) => c.link) ?? config.list.columns[0];

/** How a row is named to the user: its name column's text; its id when blank. */
export const rowName = (translate: Translate, config: ResourceConfig, row: RaRecord | undefined, id: Identifier): string => {
  const column = nameColumn(config);
  const text = row && column ? cellText(translate, config.schema, column, row[column.source]) : '';
  return text || String(id);
};
