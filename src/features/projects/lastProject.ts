// The last project worked on, for the dashboard's resume button and a reload: LOCAL_KEYS.lastSection holds
// `{ section, projectId, owner }` (the dashboard reads `section`; older values may be a bare section id).
// The resume link is createPath(lang, section) + '?project=' + id, which the editor opens.
import { LOCAL_KEYS, readLocal, writeLocal } from '../../lib/localStore';
import { createPath, type SectionId } from '../../lib/shared/routes';
import type { SiteLanguage } from '../../lib/shared/languages';
import { isProjectId, isProjectType } from '../../lib/shared/projects';
import { ANONYMOUS } from '../../lib/db/db';
import { signedInEmail } from '../../lib/user';

export interface LastProject {
  section: SectionId;
  projectId: string | null;
  owner: string | null;
}

export function readLastProject(): LastProject | null {
  const value = readLocal<unknown>(LOCAL_KEYS.lastSection, null);
  if (isProjectType(value)) return { section: value, projectId: null, owner: null };
  if (typeof value !== 'object' || value === null) return null;
  const v = value as { section?: unknown; projectId?: unknown; owner?: unknown };
  if (!isProjectType(v.section)) return null;
  return { section: v.section, projectId: isProjectId(v.projectId) ? v.projectId : null, owner: typeof v.owner === 'string' ? v.owner : null };
}

export function writeLastProject(last: LastProject): void {
  const current = readLastProject();
  if (current && current.section === last.section && current.projectId === last.projectId && current.owner === last.owner) return;
  writeLocal(LOCAL_KEYS.lastSection, last);
}

/** Forgets the project (deleted) but keeps the section, so resume still opens the section. */
export function forgetLastProject(id: string): void {
  const current = readLastProject();
  if (current?.projectId === id) writeLocal(LOCAL_KEYS.lastSection, { section: current.section, projectId: null, owner: current.owner });
}

/** Where a project opens: the section's create route with ?project=<id>. */
export function projectPath(lang: SiteLanguage, section: SectionId, id: string): string {
  return `${createPath(lang, section)}?project=${encodeURIComponent(id)}`;
}

/** The dashboard's resume link: the last project of whoever uses the app now, else just its section. */
export function resumePath(lang: SiteLanguage, section: SectionId): string {
  const last = readLastProject();
  const owner = signedInEmail() ?? ANONYMOUS;
  if (last?.projectId && last.section === section && (last.owner === null || last.owner === owner)) return projectPath(lang, section, last.projectId);
  return createPath(lang, section);
}
