import { Outlet } from 'react-router';
import { QueryScope } from '../api/query-scope.js';

/**
 * Around the pages that read the API through TanStack Query (pages.ts marks them `queries`): they
 * load it with this layout, the others never do.
 */
export default function QueryLayout() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
