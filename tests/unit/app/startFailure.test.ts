// When React itself cannot start (react-dom's chunk or the page's translations failed to load), src/app/startFailure.ts
// puts a plain-DOM alert with a reload in the page: never a spinner that stays for ever.
// (The reload itself is exercised in the browser: tests/e2e/resilience.spec.ts.)
import { screen, within } from '@testing-library/react';
import { showStartFailure, START_FAILURE_TEXT } from '../../../src/app/startFailure';
import { i18n } from '../../../src/lib/i18n';
import en from '../../../public/locales/en/translation.json';
import id from '../../../public/locales/id/translation.json';

const LOADING = '<div class="page-loading" role="status"><span>Memuat...</span></div>';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = 'id';
});

function root(html: string) {
  const element = document.createElement('div');
  element.id = 'root';
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

it('replaces the loading placeholder with an Indonesian alert when no translations loaded', () => {
  const target = root(LOADING);
  showStartFailure(target);
  expect(screen.queryByText('Memuat...')).toBeNull();
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Halaman ini gagal dimuat.');
  expect(within(alert).getByRole('button', { name: 'Muat ulang' })).toBeEnabled();
  expect(within(alert).getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
    'href',
    '/home',
  );
  expect(target.children).toHaveLength(1);
});

it("speaks an English page's language when no translations loaded", () => {
  document.documentElement.lang = 'en';
  showStartFailure(root('<main><h1>About</h1></main>'));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(en.error.lead);
  expect(within(alert).getByRole('button', { name: en.error.reload })).toBeEnabled();
  expect(within(alert).getByRole('link', { name: en.error.home })).toHaveAttribute(
    'href',
    '/en/home',
  );
});

it("says what each language's translation file says", () => {
  const texts = ({ lead, reload, home }: typeof id.error) => ({ lead, reload, home });
  expect(START_FAILURE_TEXT).toEqual({ id: texts(id.error), en: texts(en.error) });
});

it('keeps prerendered content readable, with the alert above it', () => {
  const target = root('<header>Navbar</header><main><h1>Tentang</h1></main>');
  showStartFailure(target);
  expect(target.firstElementChild).toBe(screen.getByRole('alert'));
  expect(screen.getByRole('heading', { name: 'Tentang' })).toBeVisible();
});

it("speaks the page's language once i18next has it", async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en } } });
  showStartFailure(root(LOADING));
  expect(screen.getByRole('alert')).toHaveTextContent(en.error.lead);
  expect(screen.getByRole('button', { name: en.error.reload })).toBeInTheDocument();
});
