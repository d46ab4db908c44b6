/**
 * @jest-environment node
 */
// docs/product.md#constants: translations reload every hour — only outside a browser (the library's default).
import HttpBackend from 'i18next-http-backend';

it('reloads translations hourly outside a browser', () => {
  const backend = new HttpBackend(undefined, {});
  expect((backend.options as { reloadInterval: unknown }).reloadInterval).toBe(3_600_000);
});
