// The contract document linted by a real OpenAPI tool (@redocly/openapi-core, its recommended
// rules). One rule is off: the requirements name three list calls with a trailing slash
// (`GET /auth/users/`) and the console sends them so; the document keeps the declared spelling.
import { createConfig, lintFromString } from '@redocly/openapi-core';

export interface LintProblem {
  severity: string;
  rule: string;
  message: string;
  where: string;
}

export const lintOpenapi = async (document: unknown): Promise<LintProblem[]> => {
  const config = await createConfig({ extends: ['recommended'], rules: { 'no-path-trailing-slash': 'off' } });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems.map((p) => ({ severity: p.severity, rule: p.ruleId, message: p.message, where: p.location[0]?.pointer ?? '' }));
};
