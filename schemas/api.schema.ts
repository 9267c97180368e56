// API definition: method and URL, both required ('missing URL').
import type { FromSchema, Schema } from './ext';
import { anyId, list, MAX_LIST, MSG, SAFE_TEXT } from './fields';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export const apiSchema = {
  type: 'object',
  title: 'API',
  properties: {
    id: anyId('ID'),
    http_method: {
      type: 'string',
      title: 'HTTP Method',
      enum: HTTP_METHODS,
      errorMessage: {
        type: 'HTTP Method must be one of GET, POST, PUT, DELETE',
        enum: 'HTTP Method must be one of GET, POST, PUT, DELETE',
      },
    },
    url: {
      type: 'string',
      title: 'URL',
      description: 'A path with arguments such as /auth/apis/:id',
      maxLength: 255,
      pattern: SAFE_TEXT,
      errorMessage: { type: MSG.invalidChars, maxLength: 'URL must be at most 255 characters', pattern: MSG.invalidChars },
    },
    api_groups: list('API Groups', { type: 'object', properties: { api_group_id: anyId('API Group') } } as const, MAX_LIST),
  },
} as const satisfies Schema;

export type Api = FromSchema<typeof apiSchema>;
