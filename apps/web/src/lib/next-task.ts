/**
 * Ends the task that is running and resolves at the start of another, so the work after it is not counted with the
 * work before: Lighthouse counts every task over 50 ms as blocking, whatever it is made of (docs/rendering.md,
 * "Hydrating"). `scheduler.yield` (Chromium 129 on) resumes ahead of the tasks queued meanwhile, so hydration is not
 * pushed back by them; elsewhere a timer ends the task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
