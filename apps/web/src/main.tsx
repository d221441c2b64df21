import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { appConfig, loadClientConfig } from './lib/config';
import { blockDevtools } from './lib/devtools-guard';
import { applyDefaultLanguage, i18nReady } from './lib/i18n/i18n';
import { watchScreenReaderLabels } from './lib/screen-reader-labels';
// antd's reset and icon styles, which every component's static CSS leaves to this one sheet (vite.config.ts).
import 'virtual:antd-static/_shared.css';
import './styles.css';

if (appConfig.blockDevtools) blockDevtools();
watchScreenReaderLabels();

// The server's settings arrive while the first screen renders with the defaults; a failure keeps them.
void loadClientConfig().then((config) => applyDefaultLanguage(config.defaultLocale));

const root = document.getElementById('root');

// An en user's first render waits for the en texts (a zh user's does not wait at all).
void i18nReady.then(() => {
  if (!root) return;
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  // Over a drawn first screen (login.html's login page, index.html's loading screen: vite.config.ts) the first render
  // is a transition: React works on it in slices of a few milliseconds and the page answers input meanwhile (one
  // long task was the login page's main blocking time). An empty #root (a test's page) is drawn at once.
  if (root.firstElementChild) startTransition(() => createRoot(root).render(app));
  else createRoot(root).render(app);
});
