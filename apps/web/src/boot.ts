/**
 * The one script a server-rendered page loads (docs/rendering.md). It sits in the head, so it
 * starts as soon as the page first paints, even while the rest of a long document is still
 * being parsed: it asks for the app's modules (its own data attributes list them), then runs
 * the app's shared chunks one task at a time, and the app last, once the document is parsed.
 * Nothing of the app is fetched or run before what the visitor sees is on screen. It imports
 * nothing itself, so it stays a file of its own and a few bytes, and it runs as a classic script
 * (the server wraps it in a function), which is what gives it `document.currentScript`.
 */
const data = (document.currentScript as HTMLScriptElement | null)?.dataset;
const list = (value: string | undefined) => (value ? value.split(' ') : []);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const parsed = () =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
    : Promise.resolve();
// Each preload costs the browser about a millisecond to start: a few per task keeps tasks short.
const PRELOADS_PER_TASK = 8;

async function start(app: string) {
  const modules = list(data?.modules);
  for (let first = 0; first < modules.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await nextTask();
    for (const href of modules.slice(first, first + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
  for (const chunk of list(data?.before)) {
    await import(/* @vite-ignore */ chunk);
    await nextTask();
  }
  // The app hydrates #root and reads #page-data, the document's last elements.
  await parsed();
  await import(/* @vite-ignore */ app);
}

// A form the app sends (components/ui/app-form.tsx) sent before the app has it: held, not sent by the
// browser with its fields in the address; the app sends it once it has the form.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.appForm === undefined || form.dataset.live !== undefined)
      return;
    event.preventDefault();
    form.dataset.held = '';
  },
  true,
);

if (data?.app) {
  const app = data.app;
  // A frame in which the page's header exists (or, without one, the whole document) paints content: start
  // after the frame that follows it.
  const watch = () =>
    requestAnimationFrame(
      document.querySelector('#root header') || document.readyState !== 'loading'
        ? () => setTimeout(() => void start(app), 0)
        : watch,
    );
  requestAnimationFrame(watch);
}
