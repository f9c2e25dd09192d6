// The image library's sections (spec account-content §2 "Image library", §3 "Image sections"): own
// photos now; the photo-service and drive sections register themselves here when they exist. Only the
// sections that are available get a tab, and "a gallery for a disabled section is not built". The drive
// needs the photo-service section: "The drive tab is not offered when the photo-service tab is disabled".
import type { ComponentType, ReactNode } from 'react';
import { createStore } from '../../lib/store';
import type { LibraryImage } from './libraryImage';

export type LibrarySectionId = 'own' | 'photo_service' | 'drive' | 'social';

export interface SectionProps {
  /** The user chose an image: the library closes and resolves with it. */
  onPick: (image: LibraryImage) => void;
  /** Leaves the library for the sign-in page (the empty state of a visitor). */
  onSignIn: () => void;
}

export interface LibrarySection {
  id: LibrarySectionId;
  /** i18next key of the tab and of the mobile header. */
  labelKey: string;
  icon: ReactNode;
  /** Whether the section is offered now (an option, a configured provider…). */
  isAvailable: () => boolean;
  /** Another section this one is offered only with. */
  requires?: LibrarySectionId;
  component: ComponentType<SectionProps>;
}

/** Sections in tab order. */
const ORDER: LibrarySectionId[] = ['own', 'photo_service', 'drive', 'social'];
const registered = new Map<LibrarySectionId, LibrarySection>();

/**
 * Bumped when a section registers or its availability changes (a lazily loaded section learns from the
 * server whether its provider is configured): an open library rebuilds its tabs.
 */
export const sectionsChanged = createStore(0);

export function registerLibrarySection(section: LibrarySection): void {
  registered.set(section.id, section);
  noteSectionsChanged();
}

export function noteSectionsChanged(): void {
  sectionsChanged.set((n) => n + 1);
}

/** The sections to build, in order: available ones whose required section is available too. */
export function availableSections(sections: Iterable<LibrarySection> = registered.values()): LibrarySection[] {
  const list = [...sections].filter((s) => s.isAvailable());
  const ids = new Set(list.map((s) => s.id));
  return list.filter((s) => !s.requires || ids.has(s.requires)).sort((a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id));
}
