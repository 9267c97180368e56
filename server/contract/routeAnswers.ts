// The answers the platform's own route modules (server/routes/) declare beside the code that
// writes them, and those of the record engine's words (./recordAnswers.ts), by call. A route
// module that writes a call's answer by hand exports `answers`; the contract test fails for a
// declared call whose answer nothing describes (tools/openapi/openapi.test.ts).
import type { RecordKeeping } from '../../language/recordTypes';
import { answers as dashboards } from '../routes/dashboards';
import { answers as emailTemplates } from '../routes/emailTemplates';
import { answers as password } from '../routes/password';
import { answers as tools } from '../routes/tools';
import type { DeclaredAnswer } from './answerTypes';
import { callShape } from './callShape';
import { recordAnswers } from './recordAnswers';

const ROUTE_ANSWERS = [dashboards, emailTemplates, password, tools];

/** Every described hand-written answer, by the call's shape (callShape). */
export const handWrittenAnswers = (keepings: readonly RecordKeeping[]): Map<string, DeclaredAnswer> => {
  const byShape = new Map<string, DeclaredAnswer>();
  for (const [call, answer] of [...ROUTE_ANSWERS.flatMap((answers) => Object.entries(answers)), ...recordAnswers(keepings)]) {
    const [method, path] = call.split(' ');
    const shape = callShape(method!, path!);
    if (!byShape.has(shape)) byShape.set(shape, answer);
  }
  return byShape;
};
