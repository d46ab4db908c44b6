// Boot: styles, i18n, router. (The store and the auth listener arrive with the auth issue.)
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './lib/i18n';

void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
