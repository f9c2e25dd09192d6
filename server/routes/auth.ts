// auth/ calls. The visitor's status is the foundation; the accounts area adds the rest.
import { defineCall, type CallDefinition } from '../api/types';
import type { Services } from '../services';

export function authCalls(_services: Services): CallDefinition<never>[] {
  const status = defineCall({
    name: 'auth/status',
    handler: async (_input, ctx) => {
      if (!ctx.auth) return { email: null };
      return { email: ctx.auth.email };
    },
  });
  return [status] as CallDefinition<never>[];
}
