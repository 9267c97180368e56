// The validators of dashboards, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { dashboardSaveSchema } from './dashboard.schema';
import { DASHBOARD_MESSAGES, dashboardFiltersComplete } from './rules/dashboardFilters';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  // Required: name first, then the accounts and programs inside the filters text.
  dashboard: {
    base: dashboardSaveSchema,
    required: { name: DASHBOARD_MESSAGES.nameBlank, filters: DASHBOARD_MESSAGES.noAccount },
    rules: [dashboardFiltersComplete],
  },
} satisfies ValidatorsOf;
