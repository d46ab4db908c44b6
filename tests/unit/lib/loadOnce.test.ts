// loadOnce (docs/architecture.md#load-once-retry-on-failure): one load shared by every caller,
// a failed one forgotten so the next call retries, a successful one kept for good.
import { loadOnce } from '../../../src/lib/loadOnce';

/** A load whose promises the test settles by hand, counting its calls. */
function controlledLoad() {
  const attempts: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { load, attempts };
}

it('does not call load before the first call', () => {
  const { load } = controlledLoad();
  loadOnce(load);
  expect(load).not.toHaveBeenCalled();
});

it('gives concurrent callers one call and the same promise', async () => {
  const { load, attempts } = controlledLoad();
  const get = loadOnce(load);
  const first = get();
  const second = get();
  expect(second).toBe(first);
  expect(load).toHaveBeenCalledTimes(1);
  attempts[0]!.resolve('loaded');
  await expect(Promise.all([first, second])).resolves.toEqual(['loaded', 'loaded']);
});

it('after a rejection, rejects its callers and the next call tries again', async () => {
  const { load, attempts } = controlledLoad();
  const get = loadOnce(load);
  const failed = get();
  const sharedFailure = get();
  attempts[0]!.reject(new Error('chunk failed'));
  await expect(failed).rejects.toThrow('chunk failed');
  await expect(sharedFailure).rejects.toThrow('chunk failed');
  expect(load).toHaveBeenCalledTimes(1);

  const retried = get();
  expect(load).toHaveBeenCalledTimes(2);
  attempts[1]!.resolve('loaded');
  await expect(retried).resolves.toBe('loaded');
});

it('after success, never calls load again', async () => {
  const { load, attempts } = controlledLoad();
  const get = loadOnce(load);
  const first = get();
  attempts[0]!.resolve('loaded');
  await first;
  await expect(get()).resolves.toBe('loaded');
  await expect(get()).resolves.toBe('loaded');
  expect(get()).toBe(first);
  expect(load).toHaveBeenCalledTimes(1);
});

it('forgets a load that throws at once', async () => {
  const load = jest
    .fn<Promise<string>, []>()
    .mockImplementationOnce(() => {
      throw new Error('offline');
    })
    .mockResolvedValueOnce('loaded');
  const get = loadOnce(load);
  expect(get).toThrow('offline');
  await expect(get()).resolves.toBe('loaded');
});
