import { Outlet } from 'react-router';

/** /recycle: the device flow's pages (SPEC.md section 2). Each child is its own page. */
export function Component() {
  return <Outlet />;
}
