import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID } from './skip-link';

/** Header, page, footer. */
export function SiteLayout() {
  return (
    <div className="app-frame">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
