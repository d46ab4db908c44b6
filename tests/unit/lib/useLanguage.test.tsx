import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { inLanguage } from '../../../src/lib/i18n';
import { useLanguage, useT } from '../../../src/lib/useLanguage';
import { createTestI18n } from '../renderWithProviders';

let renders = 0;

function ShownIn() {
  renders += 1;
  return <p>{useLanguage()}</p>;
}

/** ShownIn under a provider of `i18n`, as MainLayout gives the page its instance. */
const renderIn = (i18n: I18n) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ShownIn />
    </I18nextProvider>,
  );

beforeEach(() => {
  renders = 0;
});

describe('useLanguage', () => {
  it("reads the provider's instance and follows its change of language", async () => {
    const i18n = createTestI18n('en');
    renderIn(i18n);
    expect(screen.getByText('en')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('id'));
    expect(screen.getByText('id')).toBeInTheDocument();
  });

  it("reads react-i18next's own instance where no provider gives one", async () => {
    // createTestI18n registers its instance with react-i18next (initReactI18next).
    const i18n = createTestI18n('en');
    render(<ShownIn />);
    expect(screen.getByText('en')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('id'));
    expect(screen.getByText('id')).toBeInTheDocument();
  });

  it('keeps the language of a fixed instance while the shared one changes', async () => {
    const i18n = createTestI18n('en');
    renderIn(inLanguage(i18n, 'en'));
    const before = renders;

    await act(() => i18n.changeLanguage('id'));
    expect(screen.getByText('en')).toBeInTheDocument();
    expect(renders).toBe(before);
  });

  it('falls back to Indonesian for a language the site does not have', async () => {
    const i18n = createTestI18n('en');
    renderIn(i18n);
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('id')).toBeInTheDocument();
  });

  it('stops listening once unmounted', () => {
    const i18n = createTestI18n('en');
    const on = jest.spyOn(i18n, 'on');
    const off = jest.spyOn(i18n, 'off');
    const { unmount } = renderIn(i18n);
    const listener = on.mock.calls.find(([event]) => event === 'languageChanged')?.[1];
    expect(listener).toBeInstanceOf(Function);

    unmount();
    expect(off).toHaveBeenCalledWith('languageChanged', listener);
  });
});

const seen: ReturnType<typeof useT>[] = [];

function Greeting() {
  const translation = useT();
  seen.push(translation);
  return <p>{translation.t('nav.home')}</p>;
}

const renderGreetingIn = (i18n: I18n) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Greeting />
    </I18nextProvider>,
  );

describe('useT', () => {
  beforeEach(() => {
    seen.length = 0;
  });

  it("translates in the provider's language, gives it and the instance, and follows its change", async () => {
    const i18n = createTestI18n('id');
    renderGreetingIn(i18n);
    expect(screen.getByText('Beranda')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ i18n, language: 'id' });

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ i18n, language: 'en' });
  });

  it('hands every render in one language the same t, made once', () => {
    const i18n = createTestI18n('id');
    const getFixedT = jest.spyOn(i18n, 'getFixedT');
    const { rerender } = renderGreetingIn(i18n);
    rerender(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen.map((translation) => translation.t)).size).toBe(1);
    expect(getFixedT).toHaveBeenCalledTimes(1);
  });

  it('keeps the language of a fixed instance while the shared one changes', async () => {
    const i18n = createTestI18n('en');
    renderGreetingIn(inLanguage(i18n, 'en'));
    const before = seen.length;

    await act(() => i18n.changeLanguage('id'));
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(seen).toHaveLength(before);
  });
});
