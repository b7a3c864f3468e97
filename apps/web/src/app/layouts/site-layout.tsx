import { Outlet } from 'react-router';
import { HydrateApart } from '../../components/ui/hydrate-apart';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID } from './skip-link';

/** Header, page, footer. */
export function SiteLayout() {
  return (
    <div className="app-frame">
      <HydrateApart>
        <SiteHeader />
      </HydrateApart>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <HydrateApart>
          <Outlet />
        </HydrateApart>
      </main>
      <HydrateApart>
        <SiteFooter />
      </HydrateApart>
    </div>
  );
}
