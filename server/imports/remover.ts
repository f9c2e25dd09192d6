// Account closure's imports step: every connected service is revoked (where the provider can) and its
// tokens deleted (the rows would also go with the user, by cascade).
import type { Services, UserDataRemover } from '../services';

export function importDataRemover(services: Services): UserDataRemover {
  return { name: 'imports', remove: (userId) => services.imports.disconnectAll(userId) };
}
