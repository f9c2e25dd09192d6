import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../app/dialogs/Modal';
import { useStore } from '../../app/useStore';
import type { LibraryImage } from './libraryImage';
import { availableSections, sectionsChanged, type LibrarySection, type LibrarySectionId } from './librarySections';
import './library.css';

interface ImageLibraryModalProps {
  onPick: (image: LibraryImage) => void;
  onClose: () => void;
  onSignIn: () => void;
  initialSection?: LibrarySectionId;
}

/**
 * The image library (spec §2): an extra-large modal, full width on phones. Desktop: the sections as tabs
 * in a left panel, the chosen section's gallery on the right. Phones: the section's name is the header,
 * with a picker when there is more than one section.
 */
export function ImageLibraryModal({ onPick, onClose, onSignIn, initialSection = 'own' }: ImageLibraryModalProps) {
  const { t } = useTranslation();
  useStore(sectionsChanged);
  const sections = availableSections();
  const [chosen, setChosen] = useState<LibrarySectionId>(initialSection);
  const current: LibrarySection | undefined = sections.find((s) => s.id === chosen) ?? sections[0];
  if (!current) return null;
  const Section = current.component;

  return (
    <Modal title={t('library_title')} size="xxl" id="image-library" onClose={onClose} testId="image-library" className="px-library">
      <div className="px-library__layout">
        <nav className="px-library__panel" aria-label={t('library_sections')}>
          <ul role="tablist" aria-orientation="vertical">
            {sections.map((s) => (
              <li key={s.id} role="presentation">
                <button
                  type="button"
                  role="tab"
                  aria-selected={s.id === current.id}
                  className={`px-library__tab ${s.id === current.id ? 'is-active' : ''}`}
                  onClick={() => setChosen(s.id)}
                  data-testid={`library-tab-${s.id}`}
                >
                  <span aria-hidden="true">{s.icon}</span>
                  {t(s.labelKey)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="px-library__mobile-head">
          {sections.length > 1 ? (
            <select className="px-select" value={current.id} aria-label={t('library_sections')} onChange={(e) => setChosen(e.target.value as LibrarySectionId)}>
              {sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {t(s.labelKey)}
                </option>
              ))}
            </select>
          ) : (
            <h3>{t(current.labelKey)}</h3>
          )}
        </div>
        <section className="px-library__gallery" role="tabpanel" aria-label={t(current.labelKey)}>
          {/* Only the chosen section is built (spec: no gallery for a section that is not shown). */}
          <Section key={current.id} onPick={onPick} onSignIn={onSignIn} />
        </section>
      </div>
    </Modal>
  );
}
