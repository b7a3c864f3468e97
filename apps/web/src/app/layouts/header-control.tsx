import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { ActionIcon, type ActionIconProps } from '@mantine/core';

export interface HeaderControlProps extends ActionIconProps {
  /** The page the control leads to before the app runs, or without JavaScript. */
  href: string;
  label: string;
  /** What the control does once the app runs: opens its dialog or menu. */
  onOpen: () => void;
  children: ReactNode;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

/**
 * A header button that is a real link underneath (docs/rendering.md, "Before it hydrates"): a tap
 * before hydration follows it to the control's page; once hydrated it opens the dialog instead.
 * It is announced and driven as the button it becomes, Space included.
 */
export function HeaderControl({ href, label, onOpen, children, ...props }: HeaderControlProps) {
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <ActionIcon
      component="a"
      href={href}
      role="button"
      aria-label={label}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === ' ') open(event);
      }}
      variant="subtle"
      color="gray"
      size="lg"
      {...props}
    >
      {children}
    </ActionIcon>
  );
}
