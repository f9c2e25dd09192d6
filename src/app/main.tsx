// Start-up: theme first (no flash), then the language the route or the user chose, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n/i18n';
import { App } from './App';
import { preloadDialogViews } from './dialogs/DialogLayer';
import { installOfflinePrompt } from './dialogs/offlinePrompt';
import { setAppI18n, startLanguage } from './language/language';
import { switchLanguage } from './language/switchLanguage';
import { suggestLanguage } from './language/suggestLanguage';
import { routeTable } from './routing/routeTable';
import { initTheme } from './theme/theme';
import { startFeatures } from './features';
import './styles/theme.css';
import './styles/base.css';
import './styles/shell.css';

async function start(): Promise<void> {
  initTheme();
  installOfflinePrompt();
  const resolved = routeTable.resolve(window.location.pathname);
  const language = startLanguage(resolved);
  const i18n = await initI18n(language);
  setAppI18n(i18n);
  await startFeatures();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
  document.documentElement.classList.add('px-ready');
  preloadDialogViews();
  void suggestLanguage(language, (lang) => void switchLanguage(lang));
}

void start();
