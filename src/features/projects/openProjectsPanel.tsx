// openProjectsPanel(): the projects list from anywhere (the editor's menu, the dashboard). Its host joins
// the app's overlay hosts (Root) on first use, so callers need no host component. Choosing a project opens it (its section's
// create route with ?project=) unless the caller asks to handle it: resolves with the project, or null.
import { addHostSlot } from '../../app/layout/slots';
import { router } from '../../app/routing/appRouter';
import { useStore } from '../../app/useStore';
import { createStore } from '../../lib/store';
import { signInPath } from '../gallery';
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


/** Opens the projects list; `navigate: false` leaves opening the chosen project to the caller. */
export function openProjectsPanel(options: { navigate?: boolean } = {}): Promise<ProjectSummary | null> {
  addHostSlot(PanelHost);
  return new Promise((resolve) => {
    request.get()?.resolve(null);
    request.set({ id: nextId++, navigate: options.navigate ?? true, resolve });
  });
}
