// "Load once, retry on failure" (docs/architecture.md#load-once-retry-on-failure): the one way
// the site loads a chunk, an SDK handle or a file it needs more than once.

/**
 * A function that starts `load()` on its first call and gives every caller the same promise
 * while it is pending or fulfilled. A rejected promise is forgotten (its callers still see the
 * rejection), so the next call tries again instead of repeating the failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        // Only this attempt: a later call may already have started another.
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
}
