/**
 * An abort signal that fires after `timeoutMs` or when the caller's own signal does, and
 * remembers which of the two it was: a timeout is reported, a cancellation is not.
 */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    /** 'timeout' or 'aborted' once the signal has fired, else null. */
    reason: (): 'timeout' | 'aborted' | null => (controller.signal.aborted ? (timedOut ? 'timeout' : 'aborted') : null),
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
