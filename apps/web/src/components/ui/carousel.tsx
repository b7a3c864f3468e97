import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { itemsPerView, lastStart, nextIndex, previousIndex } from './carousel-layout';
import classes from './carousel.module.css';

export interface CarouselLabels {
  /** The region's name, e.g. "Our specialist partners". */
  region: string;
  /** What screen readers call the region and each slide ("carousel", "slide"), in the page's language. */
  regionRole: string;
  slideRole: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "{{index}} of {{count}}" for each slide. */
  slide: (index: number, count: number) => string;
}

export interface CarouselProps {
  items: readonly { key: string; content: ReactNode }[];
  labels: CarouselLabels;
  /** Each item's width in px (200; docs/web-app.md, "Carousels"). */
  itemWidth: number;
  /** Milliseconds between automatic steps (5000). */
  intervalMs: number;
}

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * A small accessible carousel (WAI-ARIA carousel pattern): previous and next buttons, a
 * pause/play button, automatic steps that pause while the pointer or focus is inside and
 * never run for people who prefer reduced motion.
 */
export function Carousel({ items, labels, itemWidth, intervalMs }: CarouselProps) {
  const width = useViewportWidth();
  const reducedMotion = usePrefersReducedMotion();
  const count = items.length;
  const perView = Math.min(itemsPerView(width), Math.max(count, 1));
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const current = Math.min(index, lastStart(count, perView));
  const rotating = !reducedMotion && !stopped && !hovered && !focused && count > perView;

  const next = useCallback(() => setIndex((value) => nextIndex(value, count, perView)), [count, perView]);
  const previous = () => setIndex((value) => previousIndex(value, count, perView));

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(next, intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, next, intervalMs]);

  return (
    <Stack
      gap="xs"
      align="center"
      component="section"
      aria-roledescription={labels.regionRole}
      aria-label={labels.region}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-rotating={rotating || undefined}
    >
      <div className={classes.root}>
        <ActionIcon variant="light" size="lg" radius="xl" onClick={previous} aria-label={labels.previous}>
          <IconChevronLeft size={20} aria-hidden="true" />
        </ActionIcon>
        <div
          className={classes.viewport}
          style={{ width: perView * itemWidth }}
          data-testid="carousel-viewport"
          data-per-view={perView}
        >
          <ul
            className={classes.track}
            aria-live={rotating ? 'off' : 'polite'}
            style={{ transform: `translateX(-${current * itemWidth}px)` }}
          >
            {items.map((item, position) => {
              const visible = position >= current && position < current + perView;
              return (
                <li
                  key={item.key}
                  className={classes.slide}
                  style={{ width: itemWidth }}
                  aria-roledescription={labels.slideRole}
                  aria-label={labels.slide(position + 1, count)}
                  aria-hidden={!visible || undefined}
                  inert={!visible}
                  data-visible={visible || undefined}
                >
                  {item.content}
                </li>
              );
            })}
          </ul>
        </div>
        <ActionIcon variant="light" size="lg" radius="xl" onClick={next} aria-label={labels.next}>
          <IconChevronRight size={20} aria-hidden="true" />
        </ActionIcon>
      </div>
      {!reducedMotion && count > perView ? (
        <Group>
          <ActionIcon
            variant="subtle"
            size="md"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? labels.play : labels.pause}
          >
            {stopped ? (
              <IconPlayerPlay size={16} aria-hidden="true" />
            ) : (
              <IconPlayerPause size={16} aria-hidden="true" />
            )}
          </ActionIcon>
        </Group>
      ) : null}
    </Stack>
  );
}
