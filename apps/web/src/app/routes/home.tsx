import { HomeHero } from '../../features/home/components/home-hero';
import { ServiceSection } from '../../features/home/components/service-section';
import { WaysSection } from '../../features/home/components/ways-section';
import { useScrollToHashOnMount } from '../../lib/use-scroll-to-hash';

/** `/`: the hero with the brand promise, the Service section and the four ways to keep tech in use. */
export function Component() {
  useScrollToHashOnMount();
  return (
    <>
      <HomeHero />
      <ServiceSection />
      <WaysSection />
    </>
  );
}
