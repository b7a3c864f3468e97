import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

/** Pages opened from a QR code show no header and no footer (/device-info). */
export function BareLayout() {
  return (
    <div className="app-frame">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
