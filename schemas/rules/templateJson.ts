// "Template JSON text that does not parse is rejected with its parse error" (the requirements section
// 5). The editor starts from and saves a JSON object (its page, rows and modules), so a text
// that parses to anything else (a number, a list) is refused too: the editor could not open it.
import type { StagedRule } from './types';

export const NOT_AN_OBJECT = 'Template JSON must be a JSON object';

/** The parse error of `text`, or the not-an-object message, or undefined when it is fine. */
export const templateJsonProblem = (text: string): string | undefined => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? undefined : NOT_AN_OBJECT;
};

/** The emailTemplate validator's rule (schemas/validators.ts lists it by this name). */
export const templateJsonParses: StagedRule = {
  name: 'templateJsonParses',
  // After the schema's checks: only text reaches JSON.parse.
  stage: 'cross',
  check: ({ email_bee_template_json: json }) => {
    if (typeof json !== 'string') return undefined;
    const message = templateJsonProblem(json);
    return message ? { message, fields: ['email_bee_template_json'] } : undefined;
  },
};
