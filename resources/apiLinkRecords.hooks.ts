// The API links' hand-written record keeping: the in-use check the link form asks before it lets
// a link change (the requirements' "This API Link is in use"), answered as the link's id and
// `in_use`, which the link's declaration works out from the programs that use it.
import type { Router } from 'express';
import { objectOf, fieldOf } from '../server/contract/answerShapes';
import { route } from '../server/http';
import type { HookTools, RecordHook, ScreenHooks } from '../server/records/recordHookTypes';
import { apiLinks } from './apiLinks';

const ID = apiLinks.idField;
const IN_USE = 'in_use';

const inUseCheck: RecordHook = {
  routes: (router: Router, tools: HookTools) => {
    const path = tools.pathOf('inUse', 'GET');
    if (path)
      router.get(
        path,
        route((req, res) => {
          const row = tools.rowNamed(req, path, false);
          res.json({ [ID]: row[ID], [IN_USE]: tools.valueOf(row, IN_USE) });
        }),
      );
  },
  routeAnswers: {
    inUse: {
      status: 200,
      description: 'The fields of the record this call reads',
      schema: objectOf([ID, IN_USE], (f) => fieldOf(f, ['apiLink'])),
    },
  },
};

export const hooks = { apiLinks: inUseCheck } satisfies ScreenHooks;
