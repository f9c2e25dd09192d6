// The 'resume project' button (spec account-content §2 Dashboard): shown when the app stored the last app
// section it had open (photo editor, collage maker, designer) under LOCAL_KEYS.lastSection. The editor
// writes it; the dashboard only reads it, and accepts a bare section id or an object with `section`.
import { LOCAL_KEYS, readLocal } from '../../lib/localStore';
import { SECTIONS, type SectionId } from '../../lib/shared/routes';

export function restoreLastSection(value: unknown): SectionId | null {
  const candidate = typeof value === 'object' && value !== null ? (value as { section?: unknown; sectionId?: unknown }).section ?? (value as { sectionId?: unknown }).sectionId : value;
  return typeof candidate === 'string' && (SECTIONS as readonly string[]).includes(candidate) ? (candidate as SectionId) : null;
}

export function readLastSection(): SectionId | null {
  return restoreLastSection(readLocal<unknown>(LOCAL_KEYS.lastSection, null));
}
