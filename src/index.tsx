// Boot: styles, i18n, store, router; then, off the first paint, the auth listener and analytics.
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './app/App';
import { makeStore } from './app/store';
import { listenToAuthChanges } from './features/auth/authThunks';
import { startAnalytics } from './lib/firebase';
import { initI18n } from './lib/i18n';

void initI18n();
const store = makeStore();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);

// The Firebase SDK loads in its own chunks once the page has loaded and the browser is idle,
// so it never competes with the page's own scripts, fonts and images.
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work) : setTimeout(work, 1);
window.addEventListener(
  'load',
  () =>
    whenIdle(() => {
      void store.dispatch(listenToAuthChanges());
      void startAnalytics();
    }),
  { once: true },
);
