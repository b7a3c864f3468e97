import { Fragment, type ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '@recircuit/contract';

/** Where each tag in translated words links: `<account>My Information</account>` (the legal pages, the consents). */
const LINKS = {
  account: ROUTES.userInfo,
  privacySettings: ROUTES.userPrivacy,
  privacy: ROUTES.privacy,
  terms: ROUTES.terms,
  termsCancellation: `${ROUTES.terms}#cancellation`,
  cookies: ROUTES.cookies,
  guide: ROUTES.recyclingGuide,
  ico: 'https://ico.org.uk/make-a-complaint/',
} as const;
type LinkTag = keyof typeof LINKS;

const TAG = /<(\w+)>(.*?)<\/\1>/g;

const isLinkTag = (name: string): name is LinkTag => Object.hasOwn(LINKS, name);

/**
 * A translated sentence whose tagged words become links, on the site or out to another site.
 * `newTab` opens even the site's own pages in a new tab: a consent's label links what it
 * consents to without losing the form the visitor is filling in.
 */
export function RichText({ text, newTab = false }: { text: string; newTab?: boolean }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', words = ''] = match;
    parts.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (!isLinkTag(tag)) {
      parts.push(words);
      continue;
    }
    const to = LINKS[tag];
    parts.push(
      newTab || to.startsWith('https://') ? (
        <Anchor key={match.index} href={to} target="_blank" rel="noopener noreferrer">
          {words}
        </Anchor>
      ) : (
        <Anchor key={match.index} component={Link} to={to}>
          {words}
        </Anchor>
      ),
    );
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
