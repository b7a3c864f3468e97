import type { ReactNode } from 'react';
import { Button, Container, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import classes from './home.module.css';

/** The section's id: the route loads the cards' code as the visitor comes near it (components/ui/lazy-near.ts). */
export const HOME_ARTICLES_ID = 'home-articles';

/** Three relevant articles (the cards come from the route) and 'View more'. */
export function HomeArticles({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      className={`${classes.section} ${classes.tinted}`}
      aria-labelledby="home-articles-title"
      id={HOME_ARTICLES_ID}
      data-loads-near=""
    >
      <Container size="lg">
        <div className={classes.articlesHead}>
          <Title order={2} id="home-articles-title">
            {t('info.articles.title')}
          </Title>
          <Button
            component={Link}
            to={ROUTES.articles}
            variant="outline"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            {t('info.articles.viewMore')}
          </Button>
        </div>
        {children}
      </Container>
    </section>
  );
}
