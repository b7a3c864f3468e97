import { Container, Skeleton, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { Logo } from '../../components/ui/logo';
import { useSiteInfo } from '../../features/site/api/get-site-info';
import { useCurrentYear } from '../../lib/current-year';
import { useSession } from '../../lib/signed-in-user';
import { useNavItems, useTaskItems } from './nav-items';
import classes from './site-footer.module.css';

/** The legal pages, linked from every page (DOMAIN.md, "Legal pages"). */
const LEGAL_LINKS = ['privacy', 'terms', 'cookies'] as const;

function LinkList({ items, className }: { items: { to: string; label: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={classes.link}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ContactDetails() {
  const { t } = useTranslation();
  const site = useSiteInfo();

  if (site.isPending) {
    return (
      <div aria-hidden="true" className={classes.contactList}>
        <Skeleton height={18} width="80%" radius="xl" className={classes.skeleton} />
        <Skeleton height={18} width="60%" radius="xl" className={classes.skeleton} />
      </div>
    );
  }
  if (site.isError) {
    return <Text className={classes.muted}>{t('footer.contactUnavailable')}</Text>;
  }

  const { contactEmail, contactPhone } = site.data;
  return (
    <ul className={classes.contactList}>
      <li>
        <IconMail size={20} stroke={1.7} aria-hidden="true" />
        <span className="visually-hidden">{t('footer.email')}: </span>
        <a href={`mailto:${contactEmail}`} className={classes.link}>
          {contactEmail}
        </a>
      </li>
      <li>
        <IconPhone size={20} stroke={1.7} aria-hidden="true" />
        <span className="visually-hidden">{t('footer.phone')}: </span>
        <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`} className={classes.link}>
          {contactPhone}
        </a>
      </li>
    </ul>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const navItems = useNavItems();
  const taskItems = useTaskItems(useSession() !== null);
  const site = useSiteInfo();
  const year = useCurrentYear();

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.grid}>
          <div className={classes.brand}>
            <Logo tone="light" />
            <Text className={classes.muted} mt="md">
              {t('footer.about')}
            </Text>
          </div>
          <nav aria-label={t('footer.navLabel')}>
            <Title order={2} className={classes.heading}>
              {t('footer.explore')}
            </Title>
            <LinkList items={navItems} className={classes.links} />
          </nav>
          <nav aria-labelledby="footer-tasks">
            <Title order={2} id="footer-tasks" className={classes.heading}>
              {t('footer.tasks')}
            </Title>
            <LinkList items={taskItems} className={classes.links} />
          </nav>
          <section aria-labelledby="footer-team">
            <Title order={2} id="footer-team" className={classes.heading}>
              {t('footer.team')}
            </Title>
            <Text className={classes.muted} mb="md">
              {t('footer.teamIntro')}
            </Text>
            <ContactDetails />
          </section>
        </div>
        <div className={classes.bottom}>
          <Text size="sm" className={classes.muted}>
            {t('footer.copyright', { year })}
          </Text>
          <nav aria-label={t('footer.legalLabel')}>
            <LinkList
              items={LEGAL_LINKS.map((key) => ({ to: ROUTES[key], label: t(`footer.legal.${key}`) }))}
              className={classes.legalLinks}
            />
          </nav>
          {site.data?.version && (
            <Text size="sm" className={classes.muted}>
              {t('footer.version', { version: site.data.version })}
            </Text>
          )}
        </div>
      </Container>
    </footer>
  );
}
