// One async read of the admin area with its loading, failed and ready states
// (docs/product.md#sign-in-states-and-the-guard: loading, empty, error and retry states).
import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/** Loads on mount; `reload` tries again after a failure; `set` replaces the loaded value. */
export function useLoad<T>(load: () => Promise<T>): [Load<T>, () => void, (value: T) => void] {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setResult({ state: 'ready', value }),
      (error: unknown) => {
        console.error(error);
        if (active) setResult({ state: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [load, attempt]);
  const reload = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const set = useCallback((value: T) => setResult({ state: 'ready', value }), []);
  return [result, reload, set];
}
