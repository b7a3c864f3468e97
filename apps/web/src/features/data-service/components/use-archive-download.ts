import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { DATA_MESSAGES } from '@recircuit/contract';
import { words } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { archiveDownloadUrl, downloadInFrame } from '../api/download-archive';
import { dataOrderQueryKey } from '../api/get-data-order';

/** How long after a click the page looks for the new entry in the download log. */
const WATCH_MS = 20_000;
const WATCH_EVERY_MS = 1000;

/**
 * "Retrieve My Data": the archive downloads through the server's 24-hour link, and the page
 * says so once the server has logged the download ('Your data has been successfully
 * retrieved!'); a refusal says 'Failed to retrieve data: <the server's words>'.
 */
export function useArchiveDownload(orderId: string, downloads: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [watching, setWatching] = useState<{ from: number } | null>(null);
  const cleanUp = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanUp.current?.(), []);

  // The server logs each download before it redirects: a new entry means the download began.
  const arrived = watching !== null && downloads > watching.from;
  useEffect(() => {
    if (arrived) toast.success(DATA_MESSAGES.retrieved, { id: 'data-retrieved' });
  }, [arrived]);

  const waiting = watching !== null && !arrived;
  useEffect(() => {
    if (!waiting) return undefined;
    const poll = window.setInterval(
      () => void client.invalidateQueries({ queryKey: dataOrderQueryKey(orderId) }),
      WATCH_EVERY_MS,
    );
    const stop = window.setTimeout(() => setWatching(null), WATCH_MS);
    return () => {
      window.clearInterval(poll);
      window.clearTimeout(stop);
    };
  }, [waiting, client, orderId]);

  const start = () => {
    cleanUp.current?.();
    setWatching({ from: downloads });
    cleanUp.current = downloadInFrame(archiveDownloadUrl(orderId), t('data.download.frameTitle'), (message) => {
      setWatching(null);
      // The prefix is the contract's words, the rest the server's (already in the language asked for).
      toast.error(`${words(DATA_MESSAGES.failedRetrievePrefix)}${message}`, { id: 'data-retrieve-failed' });
      void client.invalidateQueries({ queryKey: dataOrderQueryKey(orderId) });
    });
  };

  return { start, starting: waiting };
}
