// openProjectsPanel(): the projects list from anywhere (the editor's menu, the dashboard). It renders in a
// React root of its own, so callers need no host component. Choosing a project opens it (its section's
// create route with ?project=) unless the caller asks to handle it: resolves with the project, or null.
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { getAppI18n } from '../../app/language/language';
import { router } from '../../app/routing/router';
import { useStore } from '../../app/useStore';
import { createStore } from '../../lib/store';
import { signInPath } from '../gallery/paths';
import { projectPath } from './lastProject';
import { siteLanguage } from './notices';
import { ProjectsPanel } from './ProjectsPanel';
import type { ProjectSummary } from './summaries';

interface OpenRequest {
  id: number;
  navigate: boolean;
  resolve: (project: ProjectSummary | null) => void;
}

const request = createStore<OpenRequest | null>(null);
let root: Root | null = null;
let nextId = 1;

function PanelHost() {
  const open = useStore(request);
  if (!open) return null;
  const finish = (project: ProjectSummary | null): void => {
    request.set((r) => (r?.id === open.id ? null : r));
    if (project && open.navigate) void router.navigate(projectPath(siteLanguage(), project.section, project.id));
    open.resolve(project);
  };
  const signIn = (): void => {
    const { pathname, search } = router.state.location;
    finish(null);
    void router.navigate(signInPath(`${pathname}${search}`));
  };
  return <ProjectsPanel key={open.id} onOpen={finish} onClose={() => finish(null)} onSignIn={signIn} />;
}

function ensureRoot(): void {
  if (root) return;
  const container = document.createElement('div');
  container.id = 'px-projects-root';
  document.body.appendChild(container);
  root = createRoot(container);
  root.render(
    <I18nextProvider i18n={getAppI18n()}>
      <PanelHost />
    </I18nextProvider>,
  );
}

/** Opens the projects list; `navigate: false` leaves opening the chosen project to the caller. */
export function openProjectsPanel(options: { navigate?: boolean } = {}): Promise<ProjectSummary | null> {
  ensureRoot();
  return new Promise((resolve) => {
    request.get()?.resolve(null);
    request.set({ id: nextId++, navigate: options.navigate ?? true, resolve });
  });
}
