import { TermsPage } from '../../features/legal/components/terms-page';
import { useCompanyFacts } from '../../features/site/api/get-site-info';

/** /terms: the terms of the site, device orders and the data service. */
export function Component() {
  const { company, failed } = useCompanyFacts();
  return <TermsPage company={company} failed={failed} />;
}
