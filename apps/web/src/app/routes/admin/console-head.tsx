import { usePageHead } from '../../page-head';

/** Sets a console page's title (the console's routes are its own, so they carry no route handle). */
export function ConsoleHead({ title }: { title: string }) {
  usePageHead({ title, description: '' });
  return null;
}
