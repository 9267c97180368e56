import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { relatedTexts } from '../../language/screenTexts';
import type { RelatedListConfig, ResourceConfig } from '../../language/types';
import { SHOW_ACCOUNTS_MAX } from '../../schemas/fields';
import { listsRecordItems } from './itemSections';
import { loadFailure } from './loadFailure';
import { keyIfText } from './formTextKeys';
import { fieldLabel } from './columnLabel';
import { TagList } from './TagList';
import { useCalls } from './useCallResult';

type Row = Record<string, unknown>;

/**
 * The rows a related list shows as tags: at most 10,000, the requirements' figure for the tag list
 * of a short code's accounts, so that no list draws more tags than a page holds well.
 */
export const tagsShown = <T,>(rows: readonly T[]): readonly T[] => rows.slice(0, SHOW_ACCOUNTS_MAX);

/** One related list as tags, with the note when more rows exist than it shows. */
const RelatedTags = ({ screen, list, rows }: { screen: string; list: RelatedListConfig; rows: Row[] }) => {
  const translate = useTranslate();
  const texts = relatedTexts(screen, list.endpoint);
  const { key } = list.rows;
  const more = keyIfText(translate, texts.more);
  const shown = tagsShown(rows);
  return (
    <Box component="section" sx={{ mt: 2, maxHeight: 240, overflow: 'auto' }}>
      <TagList
        heading={texts.heading}
        emptyText={texts.empty}
        tags={shown.map((r) => ({ key: String(r[key]), label: translate(texts.item, r) }))}
      />
      {more && rows.length > shown.length && (
        <Typography variant="caption">{translate(more, { shown: shown.length, total: rows.length })}</Typography>
      )}
    </Box>
  );
};

/** One related list as a table of its columns, headed by its row schema's titles. */
const RelatedTable = ({ screen, list, rows, loaded }: { screen: string; list: RelatedListConfig; rows: Row[]; loaded: boolean }) => {
  const translate = useTranslate();
  const { key } = list.rows;
  const columns = (list.columns ?? []).map((c) => c.source);
  const labelOf = (field: string) => (list.item ? fieldLabel(translate, list.item, field) : field);
  const texts = relatedTexts(screen, list.endpoint);
  const id = `related-${list.endpoint}`;
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" id={id}>
        {translate(texts.heading)} ({rows.length})
      </Typography>
      {loaded && rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(texts.empty)}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c}>{labelOf(c)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={String(r[key])}>
                {columns.map((c) => (
                  <TableCell key={c}>{String(r[c] ?? '')}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};

/**
 * The read-only lists a view declares (`related`), each loaded by its call with the record's id,
 * and the banner text of the first that failed, with its own prefix.
 */
export const useRelatedLists = (config: ResourceConfig, declared: readonly RelatedListConfig[], record: Row | undefined) => {
  const screen = config.name;
  const translate = useTranslate();
  const id = record?.id as Identifier | undefined;
  const lists = declared.filter((list) => listsRecordItems(config, list.endpoint, record));
  const results = useCalls<Row[]>(
    screen,
    lists.map((list) => ({ endpoint: list.endpoint, params: { id } })),
    { enabled: id !== undefined },
  );
  const failure = loadFailure(
    translate,
    lists.map((list, i) => ({ error: results[i]?.error, prefix: relatedTexts(screen, list.endpoint).loadError })),
  );
  const sections = lists.map((list, i) => {
    const rows = results[i]?.data ?? [];
    if (list.columns) return <RelatedTable key={list.endpoint} screen={screen} list={list} rows={rows} loaded={!!results[i]?.data} />;
    return <RelatedTags key={list.endpoint} screen={screen} list={list} rows={rows} />;
  });
  return { failure, sections };
};
