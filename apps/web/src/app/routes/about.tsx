import { bundlesLoader } from '../../lib/i18n';
import { AboutPage } from '../../features/info/components/about-page';

export const loader = bundlesLoader(['info']);

/** /about: who we are, what we do with devices and data, how we make money. */
export function Component() {
  return <AboutPage />;
}
