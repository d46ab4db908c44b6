import { act, render, screen } from '@testing-library/react';
import { createInstance, type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Root } from '../../../src/app/Root';
import { makeStore } from '../../../src/app/store';
import { i18nOptions } from '../../../src/lib/i18n';
import { useT } from '../../../src/lib/useLanguage';
import id from '../../../public/locales/id/translation.json';

function Greeting() {
  const { t } = useT();
  return <p>{t('nav.home')}</p>;
}

describe('Root', () => {
  it('shows Memuat... until the translations have loaded, then the page in them', async () => {
    // A backend whose file arrives when the test says so, as over a slow connection.
    let deliver: (() => void) | undefined;
    const slowBackend: BackendModule = {
      type: 'backend',
      init: () => undefined,
      read: (_language: string, _namespace: string, callback: ReadCallback) => {
        deliver = () => callback(null, id);
      },
    };
    const i18n = createInstance();
    void i18n
      .use(slowBackend)
      .use(initReactI18next)
      .init({ ...i18nOptions, backend: undefined, lng: 'id' });

    render(
      <Root store={makeStore()} i18n={i18n}>
        <Greeting />
      </Root>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Memuat...');
    expect(screen.queryByText('nav.home')).not.toBeInTheDocument();

    act(() => deliver?.());
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
    expect(screen.queryByText('Memuat...')).not.toBeInTheDocument();
  });
});
