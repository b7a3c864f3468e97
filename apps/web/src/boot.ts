/**
 * The one script a server-rendered page loads (docs/rendering.md). Once the page has painted,
 * it asks for the app's modules (the page's data element lists them), then runs the app's
 * shared chunks one task at a time and the app last, so no single task holds the page up for
 * long. Nothing of the app is fetched or run before what the visitor sees is on screen. It
 * imports nothing itself, so it stays a file of its own and a few bytes.
 */
// The contract's PAGE_DATA_ELEMENT_ID (build/boot.test.ts holds them together).
const data = document.getElementById('page-data')?.dataset;
const list = (value: string | undefined) => (value ? value.split(' ') : []);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
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
  requestAnimationFrame(() => setTimeout(() => void start(app), 0));
}
