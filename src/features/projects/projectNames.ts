// How a project's name is shown: a conflict copy says so, in the user's language.
import type { TFunction } from 'i18next';
import type { ProjectSummary } from './summaries';

export function projectDisplayName(t: TFunction, p: Pick<ProjectSummary, 'baseName' | 'conflictOf'>): string {
  return p.conflictOf ? t('projects_conflict_copy_name', { name: p.baseName }) : p.baseName;
}
