import { Badge, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './coming-soon.module.css';

export interface ComingSoonLink {
  to: string;
  label: string;
}

export interface ComingSoonProps {
  /** The page's heading. */
  title: string;
  /** One sentence on what is coming. */
  body: string;
  /** The small label above the heading, e.g. "Coming soon". */
  badge: string;
  /** Introduces the links, e.g. "Meanwhile, you might like to". */
  linksLabel: string;
  links: readonly ComingSoonLink[];
  /** Inside a layout that already frames the page (the account area): no container or outer spacing. */
  embedded?: boolean;
}

/** A page whose content is on its way: its title, what is coming, and useful places to go meanwhile. */
export function ComingSoon({ title, body, badge, linksLabel, links, embedded = false }: ComingSoonProps) {
  const card = (
    <section className={classes.card} aria-labelledby="coming-soon-title">
      <div className={classes.glow} aria-hidden="true" />
      <Stack gap="lg" className={classes.content}>
        <Group gap="sm">
          <ThemeIcon size={44} radius="xl" variant="light" color="brand" aria-hidden="true">
            <IconSparkles size={24} />
          </ThemeIcon>
          <Badge size="lg" variant="outline" color="brand" radius="xl">
            {badge}
          </Badge>
        </Group>
        <Title order={1} id="coming-soon-title">
          {title}
        </Title>
        <Text size="lg" className={classes.body}>
          {body}
        </Text>
        {links.length > 0 && (
          <nav aria-label={linksLabel}>
            <Text fw={600} mb="sm">
              {linksLabel}
            </Text>
            <Group gap="sm">
              {links.map((link) => (
                <Button
                  key={link.to}
                  component={Link}
                  to={link.to}
                  variant="default"
                  rightSection={<IconArrowRight size={16} aria-hidden="true" />}
                >
                  {link.label}
                </Button>
              ))}
            </Group>
          </nav>
        )}
      </Stack>
    </section>
  );
  if (embedded) return card;
  return (
    <Container size="md" py={{ base: 40, sm: 72 }}>
      {card}
    </Container>
  );
}
