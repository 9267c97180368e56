// Saving a transformation is two calls: the details first (POST for a new
// one, PUT otherwise), then the whole mapping list for the id the details call confirmed. The
// second call never runs when the first fails.
import type { SavedMapping } from './mappingRows';

export interface TransformationDetails {
  name: string;
  description: string;
  output_type: string;
}

type Call = (
  endpoint: 'create' | 'update' | 'saveMappings',
  options: { params?: Record<string, unknown>; body: unknown },
) => Promise<unknown>;

export interface SaveInput {
  /** the saved transformation's id; undefined for a new one */
  id: string | number | undefined;
  details: TransformationDetails;
  mappings: readonly SavedMapping[];
  /**
   * Told the new id as soon as the create succeeds, so that a retry after a failed second step
   * updates the transformation instead of creating it again.
   */
  onCreated?: (id: string | number) => void;
}

/** Which call failed: the console names it in the failure (conflict rules are per call). */
export class SaveStepError extends Error {
  constructor(
    readonly endpoint: 'create' | 'update' | 'saveMappings',
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

const step = async <T>(endpoint: SaveStepError['endpoint'], run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw new SaveStepError(endpoint, error);
  }
};

/** Runs both steps in order; returns the transformation's id. */
export async function saveTransformation(call: Call, { id, details, mappings, onCreated }: SaveInput): Promise<string | number> {
  let savedId = id;
  if (savedId === undefined) {
    const created = (await step('create', () => call('create', { body: details }))) as { api_link_transform_rule_id?: string | number };
    savedId = created?.api_link_transform_rule_id;
    if (savedId === undefined) throw new SaveStepError('create', new Error('The platform did not return the new transformation id'));
    onCreated?.(savedId);
  } else {
    await step('update', () => call('update', { params: { id: savedId }, body: details }));
  }
  const target = savedId;
  await step('saveMappings', () => call('saveMappings', { params: { id: target }, body: { mappings } }));
  return target;
}
