import { useTranslation } from '../../../lib/use-translation';
import { CompanyDetails, type CompanyFacts } from './company-details';
import { LegalPage, type SectionWords } from './legal-page';

const SECTIONS = [
  'controller',
  'collect',
  'bases',
  'retention',
  'processors',
  'rights',
  'complaints',
  'cookies',
] as const;

/**
 * /privacy: the controller (the company in the settings), what is kept and why, the lawful bases,
 * how long each kind is kept (what the server really deletes and when: docs/legal.md), the
 * processors, people's rights with links to where the site does them, and the ICO.
 */
export function PrivacyPage({ company, failed }: { company: CompanyFacts | undefined; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro')}
      sections={SECTIONS.map((id) => ({
        id,
        words: t(`legal.privacy.${id}`, { returnObjects: true }) as SectionWords,
        extra: id === 'controller' ? <CompanyDetails company={company} failed={failed} /> : undefined,
      }))}
    />
  );
}
