// What the platform answers for API links, rendered from the stored records, and the checks a
// save shares between POST and PUT.
import { API_LINK_MESSAGES } from '../../schemas/apiLink.schema';
import { AuthDetailError, entriesFromDetail } from '../../schemas/rules/apiLinkAuthDetail';
import { badRequest, HttpError } from '../http';
import type { ApiLinkAttributeRecord, ApiLinkRecord, Data } from '../types';
import { check } from '../validation';

export const IN_USE_MESSAGE = 'This API Link is in use and cannot be changed';
export const inUseRefusal = () => new HttpError(409, IN_USE_MESSAGE);

export const isInUse = (link: ApiLinkRecord): boolean => link.program_names.length > 0;

/** A list row: no authentication details (they hold secrets and the list never shows them). */
export const renderApiLinkRow = (link: ApiLinkRecord) => ({
  api_link_id: link.api_link_id,
  name: link.name,
  description: link.description,
  url: link.url,
  verb: link.verb,
  authentication_method_id: link.authentication_method_id,
  disabled_ind: link.disabled_ind,
  in_use: isInUse(link),
  accounts_assigned: link.account_ids.length,
});

export const renderApiLink = (link: ApiLinkRecord, data: Data) => ({
  ...renderApiLinkRow(link),
  authentication_detail: link.authentication_detail,
  authentication_method_name: data.apiAuthMethods.find((m) => m.api_authentication_method_id === link.authentication_method_id)?.name ?? '',
});

export const renderAttribute = (a: ApiLinkAttributeRecord, data: Data) => ({
  ...a,
  data_type_name: data.apiDataTypes.find((t) => t.api_data_type_id === a.api_data_type_id)?.name ?? '',
});

/** The fields a valid POST/PUT body sets, after the shared apiLink validator passed. */
export const checkApiLinkBody = (data: Data, body: Record<string, unknown>) => {
  const detail = body.api_link_authentication_detail;
  let entries;
  try {
    entries = entriesFromDetail(typeof detail === 'string' ? detail : undefined);
  } catch (error) {
    if (error instanceof AuthDetailError) throw badRequest(API_LINK_MESSAGES.detail);
    throw error;
  }
  const method = data.apiAuthMethods.find(
    (m) => String(m.api_authentication_method_id) === String(body.api_link_authentication_method_id ?? ''),
  );
  // The entries and the method name are what the console validates too (schemas/rules/apiLinkAuth.ts).
  check('apiLink', { ...body, authentication_entries: entries, authentication_method_name: method?.name });
  if (!method) throw badRequest(API_LINK_MESSAGES.securityTypeChoice);
  return {
    name: String(body.api_link_name).trim(),
    description: typeof body.api_link_description === 'string' ? body.api_link_description.trim() : '',
    url: String(body.api_link_url).trim(),
    verb: String(body.api_link_verb),
    authentication_method_id: method.api_authentication_method_id,
    authentication_detail: typeof detail === 'string' && detail.trim() ? detail : '{}',
    enabled: body.api_link_enabled as boolean | undefined,
  };
};

export const nameTaken = (data: Data, name: string, except?: ApiLinkRecord) =>
  data.apiLinks.some((l) => l !== except && l.name.toLowerCase() === name.toLowerCase());

/** "Copy of <name>", numbered when that name exists already. */
export const cloneName = (data: Data, name: string): string => {
  const base = `Copy of ${name}`;
  if (!nameTaken(data, base)) return base;
  for (let n = 2; ; n++) if (!nameTaken(data, `${base} (${n})`)) return `${base} (${n})`;
};
