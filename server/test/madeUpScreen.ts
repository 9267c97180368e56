// A made-up screen for the record router's tests: only what the platform reads of a screen (its
// name, id field, schema and endpoint table); the console's parts are left empty.
import { defineResource, type EndpointSpec, type InlineSchema, type ResourceConfig } from '../../language/types';

export const madeUpScreen = (
  name: string,
  idField: string,
  endpoints: Record<string, EndpointSpec>,
  properties: InlineSchema['properties'] = {},
): ResourceConfig =>
  defineResource({
    name,
    route: `/digichannel/${name}`,
    area: 'digichannel',
    roles: undefined,
    idField,
    schema: { properties },
    endpoints,
    list: { columns: [], sort: { field: idField, order: 'ASC' }, perPage: 50 },
    forms: {},
  });
