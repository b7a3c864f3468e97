import { useTranslation } from '../../../lib/use-translation';
import { CompanyDetails, type CompanyFacts } from './company-details';
import { LegalPage, type SectionWords } from './legal-page';

const SECTIONS = ['about', 'site', 'devices', 'dataService', 'cancellation', 'liability', 'law'] as const;

/** The id of the cancellation section, which the data service's checkout links to. */
export const CANCELLATION_SECTION = 'cancellation';

/**
 * /terms: the site, device orders (places, QR, quotes valid 14 days, revised offers, payment by the
 * partner, donations) and the data service with the 14-day right to cancel (docs/legal.md).
 */
export function TermsPage({ company, failed }: { company: CompanyFacts | undefined; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('legal.terms.title')}
      intro={t('legal.terms.intro')}
      sections={SECTIONS.map((id) => ({
        id,
        words: t(`legal.terms.${id}`, { returnObjects: true }) as SectionWords,
        extra: id === 'about' ? <CompanyDetails company={company} failed={failed} /> : undefined,
      }))}
    />
  );
}
