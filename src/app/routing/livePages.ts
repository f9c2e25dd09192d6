// Whether an address leads to a real page: a route of the table whose page is built (not the placeholder).
// Menus show an entry only when this is true, so no link ends on "nothing to see yet" or on a 404.
import { PLACEHOLDER_PAGES } from '../../lib/pages';
import { routeTable } from './routeTable';

export function isLivePath(path: string): boolean {
  const resolved = routeTable.resolve(path.split(/[?#]/)[0] ?? path);
  return resolved !== null && !PLACEHOLDER_PAGES.has(resolved.route.page);
}
