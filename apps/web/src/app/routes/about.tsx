import { AboutPage } from '../../features/info/components/about-page';

/** /about: who we are, what we do with devices and data, how we make money. */
export function Component() {
  return <AboutPage />;
}
