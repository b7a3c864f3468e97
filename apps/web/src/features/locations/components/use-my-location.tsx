import { useState, useSyncExternalStore } from 'react';
import { Button, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { currentPosition, type PositionAnswer } from '../model/geolocation';
import type { Position } from '../model/search-params';
import classes from './location-search.module.css';

const noSubscription = () => () => undefined;

/**
 * "Use my location": shown once the page runs in a browser that can tell its position (the
 * server's HTML has no button that could do nothing), and asks for the position only when pressed.
 * A refusal or a failure is said in words beside it.
 */
export function UseMyLocation({
  tone,
  onPosition,
}: {
  tone: 'light' | 'dark';
  onPosition: (position: Position) => void;
}) {
  const { t } = useTranslation();
  const available = useSyncExternalStore(
    noSubscription,
    () => typeof navigator !== 'undefined' && 'geolocation' in navigator,
    () => false,
  );
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<Exclude<PositionAnswer, { ok: true }>['reason'] | null>(null);

  if (!available) return null;

  const locate = async () => {
    setAsking(true);
    setProblem(null);
    const answer = await currentPosition();
    setAsking(false);
    if (answer.ok) onPosition(answer.position);
    else setProblem(answer.reason);
  };

  return (
    <div className={classes.position}>
      <Button
        variant={tone === 'light' ? 'white' : 'light'}
        size="sm"
        loading={asking}
        leftSection={<IconCurrentLocation size={18} aria-hidden="true" />}
        onClick={() => void locate()}
        data-testid="use-my-location"
      >
        {t('info.banner.useLocation')}
      </Button>
      {/* Announced when it appears: the visitor pressed the button and waits for an answer. */}
      <div role="alert">
        {problem ? (
          <Text
            size="sm"
            mt={6}
            className={tone === 'light' ? classes.lightError : classes.positionProblem}
            data-testid="location-problem"
          >
            {t(`info.banner.location.${problem}`)}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
