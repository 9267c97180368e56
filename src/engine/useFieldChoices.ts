import { useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { useCalls } from './useCallResult';
import { loadFailure } from './loadFailure';

/**
 * The choices of the given fields that declare them: each option's text by value (for views),
 * and the banner text of the first failed load with its declared prefix. The calls are the
 * select inputs' own (same cache), so nothing loads twice.
 */
export const useFieldChoices = (config: ResourceConfig, fields: readonly string[]) => {
  const translate = useTranslate();
  const declared = fields.flatMap((field) => {
    const choices = config.fieldOptions?.[field]?.choices;
    return choices ? [{ field, choices }] : [];
  });
  const results = useCalls(
    config.name,
    declared.map(({ choices }) => ({ endpoint: choices.endpoint })),
  );
  const texts: Record<string, Map<string, string>> = {};
  declared.forEach(({ field, choices }, i) => {
    const rows = (results[i]?.data ?? []) as Record<string, unknown>[];
    texts[field] = new Map(rows.map((row) => [String(row[choices.optionValue]), String(row[choices.optionText])]));
  });
  const failure = loadFailure(
    translate,
    declared.flatMap(({ choices }, i) => (choices.loadError ? [{ error: results[i]?.error, prefix: choices.loadError }] : [])),
  );
  return { texts, failure };
};
