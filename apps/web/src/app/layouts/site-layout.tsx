import { Outlet, useMatches, useSearchParams } from 'react-router';
import { HydrateApart } from '../../components/ui/hydrate-apart';
import { isFrameless } from '../route-handle';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID } from './skip-link';

/** Header, page, footer; only the page for one opened from a QR code (RouteHandle.framelessWith). */
export function SiteLayout() {
  const [params] = useSearchParams();
  const frameless = isFrameless(useMatches(), params);
  return (
    <div className="app-frame">
      {frameless ? null : (
        <HydrateApart>
          <SiteHeader />
        </HydrateApart>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <HydrateApart>
          <Outlet />
        </HydrateApart>
      </main>
      {frameless ? null : (
        <HydrateApart>
          <SiteFooter />
        </HydrateApart>
      )}
    </div>
  );
}
