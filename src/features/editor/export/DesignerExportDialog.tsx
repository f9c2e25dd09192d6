// Export of a design (issue 16): PNG, JPEG or WebP at 1×, 2× or 3× the canvas (within the largest side this
// device renders, with a note when a size is lowered), a PNG with a transparent background (the canvas'
// colour, gradient and pattern left out), or a PDF with its text as text and its shapes as vector paths
// (export/pdf/). Pictures are rendered by the engine in its worker; the PDF is built in the page (pdf-lib,
// loaded on demand) with the engine drawing its photos. Progress, cancel and a clear message on failure
// as in the photo editor's dialog; the file is named like every export, with .pdf for the PDF.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../app/dialogs/Modal';
import { report } from '../../../lib/report';
import type { Size } from '../../../lib/shared/editor/geometry';
import { DOCUMENT_LIMITS, type EditorDocument } from '../../../lib/shared/editor/types';
import { isAbortError } from '../engineClient';
import type { EditorController } from '../state/editorController';
import { downloadBlob } from './downloadBlob';
import { ExportFooter, ExportProgress, FileNameField, FormatChips, QualityField } from './exportFields';
import { DEFAULT_QUALITY } from './exportQuality';
import { baseOf, exportFileName, typedFileName, type DownloadType } from './exportNaming';

export const DESIGN_TYPES: readonly DownloadType[] = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'];
export const DESIGN_SCALES = [1, 2, 3] as const;
export type DesignScale = (typeof DESIGN_SCALES)[number];

/** The output size at `scale` × the canvas, lowered (aspect kept) to fit `maxSide`; `capped` says whether it was. */
export function scaledDesignSize(canvas: Size, scale: number, maxSide: number): Size & { capped: boolean } {
  const width = canvas.width * scale;
  const height = canvas.height * scale;
  const over = Math.max(width / maxSide, height / maxSide, 1);
  return { width: Math.max(1, Math.floor(width / over)), height: Math.max(1, Math.floor(height / over)), capped: over > 1 };
}

/** The design without its canvas background (colour, gradient, pattern): for a transparent PNG. */
export function withoutBackground(doc: EditorDocument): EditorDocument {
  return { ...doc, canvas: { width: doc.canvas.width, height: doc.canvas.height, background: '#00000000' } };
}

interface DesignerExportProps {
  editor: EditorController;
  document: EditorDocument;
  names: { projectName: string | null; originalName: string | null };
  onClose(): void;
}

type Phase = { kind: 'idle' } | { kind: 'working'; progress: number } | { kind: 'failed'; pdf: boolean };

export function DesignerExportDialog({ editor, document, names, onClose }: DesignerExportProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<DownloadType>('image/png');
  const [scale, setScale] = useState<DesignScale>(1);
  const [transparent, setTransparent] = useState(false);
  const [quality, setQuality] = useState(DEFAULT_QUALITY);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const maxSide = Math.min(editor.engineInfo.maxImageSize, DOCUMENT_LIMITS.maxSide);
  const canvas = document.canvas;
  const size = scaledDesignSize(canvas, scale, maxSide);
  const pdf = type === 'application/pdf';
  const lossy = type === 'image/jpeg' || type === 'image/webp';
  const defaultName = exportFileName({ ...names, type });
  const [typedName, setTypedName] = useState(() => baseOf(defaultName));
  const fileName = typedFileName(typedName, type, defaultName);

  const run = async (): Promise<void> => {
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: 'working', progress: 0 });
    const onProgress = (f: number): void => setPhase({ kind: 'working', progress: f });
    try {
      if (type === 'application/pdf') {
        const { exportDesignPdf } = await import('./pdf/exportPdf');
        const { blob } = await exportDesignPdf(editor, document, { signal: abort.signal, onProgress, title: names.projectName ?? undefined });
        if (abort.signal.aborted) throw new DOMException('cancelled', 'AbortError');
        downloadBlob(blob, fileName);
      } else {
        const source = type === 'image/png' && transparent ? withoutBackground(document) : document;
        const result = await editor.exportImage(source, { type, quality: lossy ? quality / 100 : undefined, width: size.width, height: size.height }, { signal: abort.signal, onProgress });
        downloadBlob(result.blob, fileName);
      }
      onClose();
    } catch (error) {
      if (isAbortError(error) || abort.signal.aborted) {
        setPhase({ kind: 'idle' });
        return;
      }
      report('error', 'design export failed', { error: String(error), type, scale });
      setPhase({ kind: 'failed', pdf });
    } finally {
      controller.current = null;
    }
  };

  const cancel = (): void => {
    if (controller.current) controller.current.abort();
    else onClose();
  };
  const working = phase.kind === 'working';
  const percent = working ? Math.round(phase.progress * 100) : 0;

  return (
    <Modal
      title={t('eui_export_title')}
      size="small"
      onClose={cancel}
      testId="export-dialog"
      footer={<ExportFooter onCancel={cancel} onDownload={() => void run()} disabled={working} />}
    >
      <FormatChips types={DESIGN_TYPES} value={type} onChange={setType} disabled={working} testIds />
      {pdf ? (
        <p className="px-ed-muted" data-testid="export-pdf-hint">
          {t('designerExport_pdf_hint')}
        </p>
      ) : (
        <fieldset className="px-ed-fieldset" disabled={working}>
          <legend>{t('designerExport_size')}</legend>
          <div className="px-ed-chips" role="radiogroup" aria-label={t('designerExport_size')}>
            {DESIGN_SCALES.map((s) => {
              const option = scaledDesignSize(canvas, s, maxSide);
              return (
                <label key={s} className="px-ed-chip">
                  <input type="radio" name="px-export-scale" checked={scale === s} onChange={() => setScale(s)} data-testid={`export-scale-${s}`} />
                  {t('designerExport_scale', { scale: s, width: option.width, height: option.height })}
                </label>
              );
            })}
          </div>
          {size.capped && (
            <p className="px-ed-muted" role="note" data-testid="export-capped">
              {t('designerExport_capped', { width: size.width, height: size.height })}
            </p>
          )}
        </fieldset>
      )}
      {type === 'image/png' && (
        <div className="px-field">
          <label className="px-ed-check">
            <input type="checkbox" checked={transparent} disabled={working} onChange={(e) => setTransparent(e.currentTarget.checked)} data-testid="export-transparent" />
            {t('designerExport_transparent')}
          </label>
          <p className="px-ed-muted">{t('designerExport_transparent_hint')}</p>
        </div>
      )}
      {lossy && <QualityField quality={quality} onChange={setQuality} disabled={working} />}
      <FileNameField typedName={typedName} onChange={setTypedName} type={type} fileName={fileName} disabled={working} />
      {working && <ExportProgress percent={percent} label={pdf ? t('designerExport_pdf_progress', { percent }) : t('editor_progress_exporting', { percent })} />}
      {phase.kind === 'failed' && (
        <p className="px-field__error" role="alert" data-testid="export-error">
          {t(phase.pdf ? 'designerExport_pdf_failed' : 'eui_export_failed')}
        </p>
      )}
    </Modal>
  );
}
