import { lazy, Suspense, type ReactNode } from 'react';
import { List, Loader, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { ArticleBlock } from '@recircuit/contract';
import type { CalculatorFactors } from '../model/impact';
import classes from './articles.module.css';

// The calculator (with its chart, a chunk of its own): only article 4 loads it.
const ImpactCalculator = lazy(() => import('./impact-calculator'));

/** An article's body blocks as React elements: text is always text, never HTML. */
export function ArticleBody({
  blocks,
  factors,
}: {
  blocks: readonly ArticleBlock[];
  factors: CalculatorFactors | null;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.prose}>
      {blocks.map((block, index): ReactNode => {
        switch (block.type) {
          case 'h2':
            return (
              <Title order={2} key={index}>
                {block.text}
              </Title>
            );
          case 'p':
            return (
              <Text key={index} component="p" inherit mb="md">
                {block.text}
              </Text>
            );
          case 'ul':
            return (
              <List key={index} spacing="xs" mb="md" withPadding>
                {block.items.map((item, itemIndex) => (
                  <List.Item key={itemIndex}>{item}</List.Item>
                ))}
              </List>
            );
          case 'quote':
            return (
              <blockquote key={index}>
                <Text component="p" inherit m={0}>
                  {block.text}
                </Text>
                {block.cite ? (
                  <Text component="footer" size="sm" mt="xs" c="gray.8">
                    — <cite>{block.cite}</cite>
                  </Text>
                ) : null}
              </blockquote>
            );
          case 'calculator':
            return factors ? (
              <Suspense key={index} fallback={<Loader my="xl" aria-label={t('common.loading')} />}>
                <ImpactCalculator factors={factors} />
              </Suspense>
            ) : null;
          default:
            return null;
        }
      })}
    </div>
  );
}
