import { Badge, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { articlePageUrl, type ArticleSummary } from '@recircuit/contract';
import { ArticleImage } from './article-image';
import classes from './articles.module.css';

/** One article: its image, title (the link, stretched over the card) and description. */
export function ArticleCard({
  article,
  headingLevel = 3,
  eager = false,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  /** Load the image at once: the card is at the top of the page. */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.cardWrap}>
      <article className={classes.card} data-article-id={article.id}>
        <ArticleImage
          image={article.image}
          alt={article.imageAlt}
          sizes="(min-width: 75em) 370px, (min-width: 48em) 45vw, 100vw"
          eager={eager}
          className={classes.cardImage}
        />
        <div className={classes.cardBody}>
          <Title order={headingLevel} size="h4">
            <Link to={articlePageUrl(article.id)} className={classes.cardLink}>
              {article.title}
            </Link>
          </Title>
          <Text c="dimmed" size="sm">
            {article.description}
          </Text>
          <div>
            <Badge variant="light" color="brand" radius="sm">
              {t('info.articles.minutes', { count: article.readingMinutes })}
            </Badge>
          </div>
        </div>
      </article>
    </div>
  );
}
