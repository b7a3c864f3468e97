import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { uploadImage } from '../api/upload-image';
import { selectFiles } from '../model/file-checks';
import { thumbnailUrl } from '../model/unknown-data';

/** One picture on the form: uploading (with its progress) or stored (with its address). */
export interface Picture {
  id: string;
  /** What the page shows: the chosen file itself while it uploads, the server's thumbnail once restored. */
  previewUrl: string;
  status: 'uploading' | 'done';
  progress: number;
  /** The stored image's address, once uploaded. */
  url: string | null;
}

let nextId = 0;
const newId = () => `picture-${(nextId += 1)}`;

const fromStored = (url: string): Picture => ({
  id: newId(),
  previewUrl: thumbnailUrl(url),
  status: 'done',
  progress: 100,
  url,
});

/**
 * The pictures of the unknown-device form (docs/web-app.md, "Validation rules and their
 * words" and "Toasts"): each chosen file is checked, then uploaded at once with its own
 * progress; success and failure are toasted with the picture's number; a picture can be
 * removed (an upload in flight is cancelled).
 */
export function usePictureUploads(initialUrls: readonly string[]) {
  const { t } = useTranslation();
  const [pictures, setPictures] = useState<Picture[]>(() => initialUrls.map(fromStored));
  // The list as last set, for handlers that run between renders (upload callbacks).
  const current = useRef(pictures);
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());

  const commit = useCallback((next: Picture[]) => {
    current.current = next;
    setPictures(next);
  }, []);

  const update = useCallback(
    (id: string, change: (picture: Picture) => Picture) =>
      commit(current.current.map((picture) => (picture.id === id ? change(picture) : picture))),
    [commit],
  );

  const forget = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    const objectUrl = objectUrls.current.get(id);
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    objectUrls.current.delete(id);
  }, []);

  useEffect(() => {
    const pending = controllers.current;
    const urls = objectUrls.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const numberOf = (id: string) => current.current.findIndex((picture) => picture.id === id) + 1;

  const upload = (id: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(id, controller);
    uploadImage(file, {
      signal: controller.signal,
      onProgress: (progress) => update(id, (picture) => ({ ...picture, progress })),
    }).then(
      (url) => {
        controllers.current.delete(id);
        const n = numberOf(id);
        if (n === 0) return;
        update(id, (picture) => ({ ...picture, status: 'done', progress: 100, url }));
        toast.imageUploaded(t('unknown.toast.uploaded', { n }));
      },
      (error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        const n = numberOf(id);
        forget(id);
        commit(current.current.filter((picture) => picture.id !== id));
        // The server answered (the API toast already says why): name the picture. No answer at all: say so.
        if (isApiError(error) && error.kind !== 'network') toast.error(t('unknown.toast.failed', { n }));
        else toast.error(t('unknown.toast.error'));
      },
    );
  };

  /** Checks a chosen batch and starts uploading what passes; returns the accepted count. */
  const add = (files: readonly File[]): number => {
    const { accepted, problems } = selectFiles(files, current.current.length);
    for (const problem of problems) toast.error(problem, { id: `picture-check:${problem}` });
    if (accepted.length === 0) return 0;
    const added = accepted.map((file) => {
      const id = newId();
      const previewUrl = URL.createObjectURL(file);
      objectUrls.current.set(id, previewUrl);
      return { file, picture: { id, previewUrl, status: 'uploading', progress: 0, url: null } satisfies Picture };
    });
    commit([...current.current, ...added.map((entry) => entry.picture)]);
    for (const { file, picture } of added) upload(picture.id, file);
    return accepted.length;
  };

  const remove = (id: string) => {
    forget(id);
    commit(current.current.filter((picture) => picture.id !== id));
  };

  /** Forget every picture (another person signed in: the old ones are not theirs). */
  const reset = () => {
    for (const picture of current.current) forget(picture.id);
    commit([]);
  };

  const uploadedUrls = pictures.flatMap((picture) => (picture.status === 'done' && picture.url ? [picture.url] : []));
  const uploadingCount = pictures.filter((picture) => picture.status === 'uploading').length;

  return { pictures, add, remove, reset, uploadedUrls, uploadingCount };
}
