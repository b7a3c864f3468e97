import type { ReactNode } from 'react';
import { Anchor, Container, List, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { RichText } from '../../../components/ui/rich-text';
import classes from './legal.module.css';

/** One section's words in the legal bundle: a title, then paragraphs and/or a list. */
export interface SectionWords {
  title: string;
  body?: string[];
  items?: string[];
}

export interface LegalSection {
  id: string;
  words: SectionWords;
  /** What the section shows after its words (the company's details, the cookies' table). */
  extra?: ReactNode;
}

/** The frame of /privacy, /terms and /cookies: title, date, introduction, contents, then each section. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" size="sm" mt="xs">
        {t('legal.updated')}
      </Text>
      <Text className={classes.lead} mt="md">
        <RichText text={intro} />
      </Text>
      <nav className={classes.contents} aria-labelledby="legal-contents">
        <Title order={2} size="h4" id="legal-contents">
          {t('legal.contents')}
        </Title>
        <List mt="xs" spacing={4}>
          {sections.map((section) => (
            <List.Item key={section.id}>
              <Anchor href={`#${section.id}`}>{section.words.title}</Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className={classes.section} aria-labelledby={`${section.id}-title`}>
          <Title order={2} id={`${section.id}-title`}>
            {section.words.title}
          </Title>
          {section.words.body?.map((paragraph) => (
            <Text key={paragraph} mt="sm">
              <RichText text={paragraph} />
            </Text>
          ))}
          {section.words.items ? (
            <List mt="sm" spacing="sm">
              {section.words.items.map((item) => (
                <List.Item key={item}>
                  <RichText text={item} />
                </List.Item>
              ))}
            </List>
          ) : null}
          {section.extra}
        </section>
      ))}
    </Container>
  );
}
