import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useSingleFlight } from './use-single-flight';

describe('one click, one request', () => {
  it('starts the work once for a double click, and again once it has settled, even after a failure', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    let fail = false;
    const { result } = renderHook(() =>
      useSingleFlight(
        () =>
          new Promise<void>((resolve, reject) => {
            runs += 1;
            finish = () => (fail ? reject(new Error('refused')) : resolve());
          }),
      ),
    );
    result.current();
    result.current();
    expect(runs).toBe(1);
    fail = true;
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    result.current();
    expect(runs).toBe(2);
  });
});
