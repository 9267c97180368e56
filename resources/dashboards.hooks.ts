// The dashboards' hand-written record keeping: the platform answers one dashboard as a list
// holding it, and its contract says so.
import { listOf } from '../server/contract/answerShapes';
import { ref } from '../server/contract/openapiParts';
import type { RecordHook, ScreenHooks } from '../server/records/recordHookTypes';
import { dashboards } from './dashboards';

const oneInAList: RecordHook = {
  oneAnswer: (record) => [record],
  routeAnswers: {
    get: {
      status: 200,
      description: 'The record',
      schema: listOf({ allOf: [ref('dashboard'), { required: [dashboards.idField] }] }),
    },
  },
};

export const hooks = { dashboards: oneInAList } satisfies ScreenHooks;
