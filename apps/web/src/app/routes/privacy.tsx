import { PrivacyPage } from '../../features/legal/components/privacy-page';
import { useCompanyFacts } from '../../features/site/api/get-site-info';

/** /privacy: the privacy notice, naming the company from the server's settings. */
export function Component() {
  const { company, failed } = useCompanyFacts();
  return <PrivacyPage company={company} failed={failed} />;
}
