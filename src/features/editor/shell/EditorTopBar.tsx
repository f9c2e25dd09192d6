// The editor's top bar: back to the dashboard, the three sections, undo and redo, before/after, zoom,
// the project's save state, the status line, language and theme, open another photo, save to My Photos,
// export, and the account menu. On a phone the less used items fold away (zoom is a pinch there).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguagePicker } from '../../../app/language/LanguagePicker';
import { AccountSlot, MenuSlot, StatusSlots } from '../../../app/layout/slots';
import { ThemeToggle } from '../../../app/theme/ThemeToggle';
import { PRODUCT_NAME } from '../../../lib/shared/constants';
import type { SiteLanguage } from '../../../lib/shared/languages';
import { dashboardPath, type SectionId } from '../../../lib/shared/routes';
import { useEditor, useSlice } from '../EditorContext';
import { canRedoNow, canUndoNow } from '../state/editorController';
import { shortcutKeys } from '../state/shortcuts';
import { drawnFor, FIT, ZOOM_STEP, zoomAt } from '../state/viewMath';
import { outputSize } from '../../../lib/shared/editor/geometry';
import type { EditorController } from '../state/editorController';
import { CloudIcon, CompareIcon, DownloadIcon, FitIcon, PlusIcon, RedoIcon, UndoIcon, ZoomInIcon, ZoomOutIcon } from './icons';
import { SectionTabs } from '../../../app/ui/SectionTabs';
import { HistoryButton } from '../panels/HistoryButton';

export function zoomBy(editor: EditorController, factor: number): void {
  const doc = editor.previewDocument();
  if (!doc) return;
  const ui = editor.ui.get();
  const picture = outputSize(doc, 1);
  const viewport = editor.getViewport();
  editor.setUi({ position: zoomAt(ui.position, drawnFor(ui.position, viewport, picture), viewport, picture, factor) });
}

/** The zoom asked for (shown at once, before the engine has drawn it): picture pixels to CSS pixels. */
function useZoomPercent(editor: EditorController): number | null {
  const sizeKey = (): string => {
    const doc = editor.previewDocument();
    if (!doc) return '';
    const size = outputSize(doc, 1);
    return `${size.width}x${size.height}`;
  };
  // The picture's size follows the document (history) and the crop tool (ui): read it on either change.
  useSlice(editor.history, sizeKey);
  const picture = useSlice(editor.ui, sizeKey);
  const position = useSlice(editor.ui, (ui) => ui.position);
  const viewport = useSlice(editor.viewportSize, (v) => v);
  if (!picture || viewport.width < 2) return null;
  const [width, height] = picture.split('x').map(Number) as [number, number];
  return Math.round(drawnFor(position, viewport, { width, height }).scale * 100);
}

export function zoomFit(editor: EditorController): void {
  editor.setUi({ position: FIT });
}

function EditActions() {
  const { t } = useTranslation();
  const editor = useEditor();
  const undoable = useSlice(editor.history, canUndoNow);
  const redoable = useSlice(editor.history, canRedoNow);
  const compare = useSlice(editor.ui, (ui) => ui.compare);
  const cropping = useSlice(editor.ui, (ui) => ui.crop !== null);
  const percent = useZoomPercent(editor);
  return (
    <div className="px-ed-bar__group" role="toolbar" aria-label={t('eui_edit_actions')}>
      <button type="button" className="px-ed-icon-btn" aria-label={t('eui_undo')} title={t('eui_undo_shortcut', { keys: shortcutKeys('z', false) })} disabled={!undoable} onClick={() => editor.undo()} data-testid="undo">
        <UndoIcon />
      </button>
      <button type="button" className="px-ed-icon-btn" aria-label={t('eui_redo')} title={t('eui_redo_shortcut', { keys: shortcutKeys('z', true) })} disabled={!redoable} onClick={() => editor.redo()} data-testid="redo">
        <RedoIcon />
      </button>
      <HistoryButton />
      <span className="px-ed-bar__sep" aria-hidden="true" />
      <button type="button" className="px-ed-icon-btn" aria-label={t('eui_compare')} title={t('eui_compare')} aria-pressed={compare} disabled={cropping} onClick={() => editor.setUi((ui) => ({ compare: !ui.compare }))} data-testid="compare">
        <CompareIcon />
      </button>
      <span className="px-ed-bar__zoom">
        <button type="button" className="px-ed-icon-btn" aria-label={t('eui_zoom_out')} title={t('eui_zoom_out')} onClick={() => zoomBy(editor, 1 / ZOOM_STEP)} data-testid="zoom-out">
          <ZoomOutIcon />
        </button>
        <output className="px-ed-bar__percent" aria-label={t('eui_zoom_level')} data-testid="zoom-level">
          {percent === null ? '' : `${percent}%`}
        </output>
        <button type="button" className="px-ed-icon-btn" aria-label={t('eui_zoom_in')} title={t('eui_zoom_in')} onClick={() => zoomBy(editor, ZOOM_STEP)} data-testid="zoom-in">
          <ZoomInIcon />
        </button>
        <button type="button" className="px-ed-icon-btn" aria-label={t('eui_zoom_fit')} title={t('eui_zoom_fit')} onClick={() => zoomFit(editor)} data-testid="zoom-fit">
          <FitIcon />
        </button>
      </span>
    </div>
  );
}

export interface TopBarProps {
  lang: SiteLanguage;
  section: SectionId;
  hasDocument: boolean;
  /** The project's save state (the projects area's ProjectStatus). */
  projectStatus?: ReactNode;
  onNew(): void;
  onSave(): void;
  onExport(): void;
}

export function EditorTopBar({ lang, section, hasDocument, projectStatus, onNew, onSave, onExport }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="px-create__bar px-ed-bar">
      <Link to={dashboardPath(lang)} className="px-logo" aria-label={t('eui_back_dashboard')} title={t('eui_back_dashboard')} data-testid="editor-back">
        <img src="/favicon.svg" alt="" width={26} height={26} />
        <span>{PRODUCT_NAME}</span>
      </Link>
      <h1 className="px-visually-hidden" data-testid="section-title">
        {t(`section_${section}`)}
      </h1>
      <SectionTabs lang={lang} section={section} />
      {hasDocument && <EditActions />}
      {projectStatus && <div className="px-ed-bar__project">{projectStatus}</div>}
      {/* The status line gives way (and clips) before the actions do: export must always stay on screen. */}
      <div className="px-ed-bar__status">
        <StatusSlots />
      </div>
      <MenuSlot />
      <div className="px-create__tools px-ed-bar__tools">
        <LanguagePicker compact />
        <ThemeToggle />
        {hasDocument && (
          <>
            <button type="button" className="px-ed-icon-btn" aria-label={t('eui_open_other')} title={t('eui_open_other')} onClick={onNew} data-testid="open-other">
              <PlusIcon />
            </button>
            <button type="button" className="px-btn px-btn--secondary px-btn--small px-ed-bar__save" onClick={onSave} data-testid="save-to-photos">
              <CloudIcon size={18} />
              <span className="px-ed-bar__label">{t('eui_save_to_photos')}</span>
            </button>
            <button type="button" className="px-btn px-btn--small px-ed-bar__export" onClick={onExport} data-testid="export">
              <DownloadIcon size={18} />
              <span className="px-ed-bar__label">{t('eui_export')}</span>
            </button>
          </>
        )}
        <AccountSlot />
      </div>
    </header>
  );
}
