import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/** The first thing a keyboard reaches: jumps past the header to the page. */
export function SkipLink({ label }: { label: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={onClick}>
      {label}
    </a>
  );
}
