// The import services' tabs (photo service, drive, social-network albums) join the image library the same
// way: each registers when the library opens (its register module is loaded then, not at start-up) and is
// offered only while the server has its connector configured (get/imports/options; spec §2: "A gallery for a
// disabled section is not built"); its gallery is its own chunk, loaded when the tab is chosen.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { importOptions, type ImportConnectorId } from '../../lib/imports/connect';
import { noteSectionsChanged, registerLibrarySection, type LibrarySectionId, type SectionProps } from './librarySections';

export interface ImportSection {
  id: LibrarySectionId;
  /** The connector whose configuration offers the tab. */
  connector: ImportConnectorId;
  /** i18next key of the tab. */
  labelKey: string;
  icon: ReactNode;
  /** Another section this one is offered only with. */
  requires?: LibrarySectionId;
  /** The gallery's chunk. */
  load: () => Promise<{ default: ComponentType<SectionProps> }>;
}

const available = new Set<LibrarySectionId>();
const registered = new Set<LibrarySectionId>();

const loading = (
  <div className="px-gallery__loading" aria-busy="true">
    <div className="px-spinner" />
  </div>
);

/** Registers the tab once, then offers or withdraws it by the server's answer (asked again on each opening). */
export async function registerImportSection(section: ImportSection): Promise<void> {
  const { id } = section;
  if (!registered.has(id)) {
    registered.add(id);
    const Gallery = lazy(section.load);
    const Tab = (props: SectionProps) => (
      <Suspense fallback={loading}>
        <Gallery {...props} />
      </Suspense>
    );
    registerLibrarySection({
      id,
      labelKey: section.labelKey,
      icon: section.icon,
      isAvailable: () => available.has(id),
      ...(section.requires ? { requires: section.requires } : {}),
      component: Tab,
    });
  }
  const configured = (await importOptions()).has(section.connector);
  if (configured !== available.has(id)) {
    if (configured) available.add(id);
    else available.delete(id);
    noteSectionsChanged();
  }
}
