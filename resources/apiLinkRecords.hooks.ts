// The API links' hand-written record keeping: the enabled box kept as the platform keeps it
// (disabled_ind, 1 or 0, the opposite of the body's api_link_enabled; left out, a new link's 0
// and a saved one's own); what a save's validator reads besides the body (the
// authentication details' text as the typed entries the form edits, and the chosen security
// type's name, which its rules read), and the in-use check the link form asks before it lets a
// link change (the requirements' "This API Link is in use"), answered as the link's id and
// `in_use`, which the link's declaration works out from the programs that use it.
import type { Router } from 'express';
import { objectOf, fieldOf } from '../server/contract/answerShapes';
import { API_LINK_MESSAGES } from '../schemas/apiLink.schema';
import { entriesFromDetail } from '../schemas/rules/apiLinkAuthDetail';
import { badRequest, route, text } from '../server/http';
import type { HookTools, RecordHook, ScreenHooks } from '../server/records/recordHookTypes';
import { apiLinks } from './apiLinks';

const ID = apiLinks.idField;
const IN_USE = 'in_use';
const DATA_TYPE_NAME = 'data_type_name';

const DISABLED = 'disabled_ind';
const disabledOf = (body: Record<string, unknown>, stored: unknown) =>
  typeof body.api_link_enabled === 'boolean' ? (body.api_link_enabled ? 0 : 1) : (stored ?? 0);

const apiLinkKeeping: RecordHook = {
  create: (row, body) => void (row[DISABLED] = disabledOf(body, undefined)),
  update: (row, body, _who, changes) => void (changes[DISABLED] = disabledOf(body, row[DISABLED])),
  answers: [DISABLED],
  answer: (row) => ({ [DISABLED]: row[DISABLED] }),
  checking: (body, data) => {
    const detail = body.api_link_authentication_detail;
    let entries: unknown;
    try {
      entries = entriesFromDetail(typeof detail === 'string' ? detail : undefined);
    } catch {
      throw badRequest(API_LINK_MESSAGES.detail);
    }
    const methodId = text(body.api_link_authentication_method_id);
    const method = data.apiAuthMethods.find((m) => String(m.api_authentication_method_id) === methodId);
    return { authentication_entries: entries, authentication_method_name: method?.name };
  },
  // The attributes' rule reads the data types; an attribute's data type is kept as a number, its
  // name trimmed.
  childChecking: (_link, _field, tools) => ({ data_types: tools.data().apiDataTypes }),
  childKept: (attribute) => ({ ...attribute, api_data_type_id: Number(attribute.api_data_type_id), name: text(attribute.name) }),
  // An attribute is answered with its data type's name ('' for a type none has).
  childAnswer: (attribute, _field, tools) => ({
    [DATA_TYPE_NAME]: tools.data().apiDataTypes.find((type) => type.api_data_type_id === attribute.api_data_type_id)?.name ?? '',
  }),
  childAnswers: { api_link_attributes: { [DATA_TYPE_NAME]: fieldOf('name', ['apiDataType']) } },
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

export const hooks = { apiLinks: apiLinkKeeping } satisfies ScreenHooks;
