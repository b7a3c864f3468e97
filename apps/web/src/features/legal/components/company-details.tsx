import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import classes from './legal.module.css';

export interface CompanyFacts {
  name: string;
  number: string;
  address: string;
  email: string;
}

/** The company that runs the site, from the server's settings (COMPANY_*, CONTACT_EMAIL). */
export function CompanyDetails({ company, failed }: { company: CompanyFacts | undefined; failed: boolean }) {
  const { t } = useTranslation();
  if (failed) return <Text mt="sm">{t('legal.company.unavailable')}</Text>;
  if (!company) return <Skeleton height={96} mt="sm" radius="md" />;
  const rows = [
    { key: 'name', label: t('legal.company.name'), value: company.name },
    { key: 'number', label: t('legal.company.number'), value: company.number },
    { key: 'address', label: t('legal.company.address'), value: company.address },
  ];
  return (
    <dl className={classes.company} data-testid="company-details">
      {rows.map((row) => (
        <div key={row.key} className={classes.companyRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <div className={classes.companyRow}>
        <dt>{t('legal.company.email')}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
      </div>
    </dl>
  );
}
