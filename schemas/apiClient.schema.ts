// API client: a machine login of the same shape family as a user, so it
// shares the user's fields and rules; only the record title and some messages differ.
import type { FromSchema, Schema } from './ext';
import { userSchema } from './user.schema';

export const apiClientSchema = { ...userSchema, title: 'API Client' } as const satisfies Schema;

export type ApiClient = FromSchema<typeof apiClientSchema>;
