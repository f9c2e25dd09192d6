// The app's route table: the product routes of src/lib/shared/routes.ts, with collisions reported.
import { buildRouteTable, type RouteTable } from '../../lib/shared/routes';
import { report } from '../../lib/report';

export const routeTable: RouteTable = buildRouteTable((path, routes) =>
  report('warning', 'route collision (first registered wins)', { path, routes: routes.map((r) => r.key) }),
);
