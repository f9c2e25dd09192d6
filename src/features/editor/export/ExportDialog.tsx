// Export: JPEG, PNG or WebP, at the full size or a smaller one (presets, or a width or height that keeps
// the aspect ratio), at a chosen quality; rendered at that size by the engine in its worker with a
// progress bar and a cancel button, then downloaded as pixloom-<name>-<date>.<ext>. A JPEG or PNG can keep the
// original's photo information (EXIF, rewritten for the new file; off by default, location removed unless
// the user keeps it). Colours: the engine decodes every picture into sRGB (createImageBitmap's default
// colour conversion onto sRGB canvases), so an export is sRGB and embeds no profile — what the preview
// showed, in every viewer; a wide-gamut original's colours outside sRGB are clipped.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../app/dialogs/Modal';
import { report } from '../../../lib/report';
import type { Size } from '../../../lib/shared/editor/geometry';
import { stackOf } from '../../../lib/shared/editor/layers';
import { maskActive } from '../../../lib/shared/editor/masks';
import { operationSpec } from '../../../lib/shared/editor/catalogue';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import type { ExportPlan, ExportType } from '../engineClient';
import { isAbortError } from '../engineClient';
import type { EditorController } from '../state/editorController';
import { downloadBlob } from './downloadBlob';
import { MetadataOptions } from './MetadataOptions';
import { PrintHint } from '../collage/PrintSize';
import { useExportMetadata } from './useExportMetadata';
import { DesignerExportDialog } from './DesignerExportDialog';
import { DEFAULT_QUALITY } from './exportQuality';
import { ExportFooter, ExportProgress, FileNameField, FormatChips, QualityField } from './exportFields';
import { baseOf, customSize, EXPORT_TYPES, exportFileName, presetSize, SIZE_PRESETS, typedFileName } from './exportNaming';

export { DEFAULT_QUALITY };

interface ExportDialogProps {
  editor: EditorController;
  document: EditorDocument;
  picture: Size;
  names: { projectName: string | null; originalName: string | null };
  /** The original picture's bytes (its metadata may be kept); read once when the dialog opens. */
  loadOriginal?: () => Promise<Uint8Array | null>;
  onClose(): void;
  /** Opens the print modal instead (photos and collages). */
  onPrint?(): void;
}

/**
 * Whether the picture has transparency the user made: a transparent canvas whose lowest visible layer is a
 * masked picture (a cut-out). A masked adjustment layer changes colours only, so it does not count.
 */
function seeThrough(doc: EditorDocument): boolean {
  const bottom = stackOf(doc).find((l) => l.visible);
  return doc.canvas.background.endsWith('00') && bottom?.kind === 'image' && maskActive(bottom.mask);
}

/**
 * What the photo's original size gives (issue 18: a photo larger than the device's image size is kept at
 * full size in the worker): null when the original is no larger than the picture the editor shows.
 */
function useOriginalSize(editor: EditorController, document: EditorDocument, picture: Size): ExportPlan | null {
  const [plan, setPlan] = useState<ExportPlan | null>(null);
  useEffect(() => {
    let live = true;
    editor.planExport(document, { type: 'image/jpeg', fullSize: true }).then(
      (p) => live && setPlan(p),
      () => live && setPlan(null),
    );
    return () => {
      live = false;
    };
  }, [editor, document]);
  if (!plan) return null;
  const requested = plan.reduced ? { width: plan.reduced.requestedWidth, height: plan.reduced.requestedHeight } : plan;
  return requested.width > picture.width || requested.height > picture.height ? plan : null;
}

type Phase = { kind: 'idle' } | { kind: 'working'; progress: number } | { kind: 'failed' };

/** A design's export has its own options (formats with PDF, 1×–3×, transparency); the others keep this one. */
export function ExportDialog(props: ExportDialogProps) {
  return props.document.section === 'designer' ? <DesignerExportDialog editor={props.editor} document={props.document} names={props.names} onClose={props.onClose} /> : <PictureExportDialog {...props} />;
}

function PictureExportDialog({ editor, document, picture, names, loadOriginal, onClose, onPrint }: ExportDialogProps) {
  const { t } = useTranslation();
  const meta = useExportMetadata(loadOriginal);
  // A cut-out picture (a mask over a transparent canvas) starts as PNG: a JPEG would lose its transparency.
  const [type, setType] = useState<ExportType>(() => (seeThrough(document) ? 'image/png' : 'image/jpeg'));
  // null until the user picks: then 100 %, or the original size when the photo exports in tiles at it.
  const [picked, setPreset] = useState<number | 'custom' | 'original' | null>(null);
  const original = useOriginalSize(editor, document, picture);
  const preset = picked ?? (original && original.tiles > 0 ? 'original' : 100);
  const choose = (next: number | 'custom' | 'original'): void => setPreset(next);
  const [custom, setCustom] = useState<Size>(picture);
  // What is typed in the custom fields (may be empty or out of range while typing); the other side follows.
  const [typed, setTyped] = useState<{ width: string; height: string }>({ width: String(picture.width), height: String(picture.height) });
  const typeSide = (side: 'width' | 'height', text: string): void => {
    const n = Math.round(Number(text));
    if (text.trim() === '' || !Number.isFinite(n) || n < 1) {
      setTyped((v) => ({ ...v, [side]: text }));
      return;
    }
    const next = customSize(picture, side, n, maxSide);
    setCustom(next);
    setTyped(side === 'width' ? { width: n > maxSide ? String(next.width) : text, height: String(next.height) } : { width: String(next.width), height: n > maxSide ? String(next.height) : text });
  };
  const customValid = Number(typed.width) >= 1 && Number(typed.height) >= 1;
  const [quality, setQuality] = useState(DEFAULT_QUALITY);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const maxSide = editor.engineInfo.maxImageSize;
  const size = preset === 'original' && original ? { width: original.width, height: original.height } : preset === 'custom' || preset === 'original' ? custom : presetSize(picture, preset);
  // The edits that need the whole picture at once, by name ('layers' for layers, text and frames); the
  // engine's other causes ('cpu', 'gpu', 'size') are the device's, said without naming an edit.
  const reducedEdits = (original?.reduced?.causes ?? [])
    .map((cause) => {
      const spec = operationSpec(cause);
      return spec ? t(spec.labelKey) : cause === 'layers' ? t('eui_export_reduced_layers') : null;
    })
    .filter((name): name is string => name !== null)
    .join(', ');
  const defaultName = exportFileName({ ...names, type });
  // The name field starts with the default (from the project's name); what the user types is made safe.
  const [typedName, setTypedName] = useState(() => baseOf(defaultName));
  const fileName = typedFileName(typedName, type, defaultName);
  const lossy = type !== 'image/png';

  const run = async (): Promise<void> => {
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: 'working', progress: 0 });
    try {
      const result = await editor.exportImage(
        document,
        preset === 'original' && original ? { type, quality: lossy ? quality / 100 : undefined, fullSize: true } : { type, quality: lossy ? quality / 100 : undefined, width: size.width, height: size.height },
        { signal: abort.signal, onProgress: (f) => setPhase({ kind: 'working', progress: f }) },
      );
      downloadBlob(await meta.apply(result.blob, type, { width: result.width, height: result.height }), fileName);
      onClose();
    } catch (error) {
      if (isAbortError(error) || abort.signal.aborted) {
        setPhase({ kind: 'idle' });
        return;
      }
      report('error', 'export failed', { error: String(error), type, size });
      setPhase({ kind: 'failed' });
    } finally {
      controller.current = null;
    }
  };

  const cancel = (): void => {
    if (controller.current) controller.current.abort();
    else onClose();
  };
  const working = phase.kind === 'working';

  return (
    <Modal
      title={t('eui_export_title')}
      size="small"
      onClose={cancel}
      testId="export-dialog"
      footer={<ExportFooter onCancel={cancel} onDownload={() => void run()} disabled={working || (preset === 'custom' && !customValid)} />}
    >
      <FormatChips types={EXPORT_TYPES} value={type} onChange={setType} disabled={working} />
      <fieldset className="px-ed-fieldset" disabled={working}>
        <legend>{t('eui_export_size')}</legend>
        <div className="px-ed-chips">
          {SIZE_PRESETS.map((percent) => {
            const s = presetSize(picture, percent);
            return (
              <label key={percent} className="px-ed-chip">
                <input type="radio" name="px-export-size" checked={preset === percent} onChange={() => choose(percent)} />
                {t('eui_export_preset', { percent, width: s.width, height: s.height })}
              </label>
            );
          })}
          {original && (
            <label className="px-ed-chip">
              <input type="radio" name="px-export-size" checked={preset === 'original'} onChange={() => choose('original')} data-testid="export-original" />
              {t('eui_export_original', original.reduced ? { width: original.reduced.requestedWidth, height: original.reduced.requestedHeight } : { width: original.width, height: original.height })}
            </label>
          )}
          <label className="px-ed-chip">
            <input type="radio" name="px-export-size" checked={preset === 'custom'} onChange={() => choose('custom')} data-testid="export-custom" />
            {t('eui_export_custom')}
          </label>
        </div>
        {preset === 'custom' && (
          <div className="px-ed-row">
            <label className="px-ed-number">
              <span>{t('editor_param_width')}</span>
              <input className="px-input" type="number" min={1} max={maxSide} value={typed.width} aria-invalid={!(Number(typed.width) >= 1)} data-testid="export-width" onChange={(e) => typeSide('width', e.currentTarget.value)} />
            </label>
            <span aria-hidden="true" className="px-ed-times">
              ×
            </span>
            <label className="px-ed-number">
              <span>{t('editor_param_height')}</span>
              <input className="px-input" type="number" min={1} max={maxSide} value={typed.height} aria-invalid={!(Number(typed.height) >= 1)} data-testid="export-height" onChange={(e) => typeSide('height', e.currentTarget.value)} />
            </label>
          </div>
        )}
        {preset === 'original' && original?.reduced && (
          <p className="px-ed-hint" role="status" data-testid="export-reduced">
            {t(reducedEdits ? 'eui_export_reduced' : 'eui_export_reduced_device', { width: original.width, height: original.height, fullWidth: original.reduced.requestedWidth, fullHeight: original.reduced.requestedHeight, edits: reducedEdits })}
          </p>
        )}
        {/* A collage is often printed: what the chosen size makes on paper. */}
        {document.section === 'collage' && <PrintHint size={size} />}
      </fieldset>
      {lossy && <QualityField quality={quality} onChange={setQuality} disabled={working} />}
      <MetadataOptions meta={meta} type={type} disabled={working} />
      <FileNameField typedName={typedName} onChange={setTypedName} type={type} fileName={fileName} disabled={working} />
      {working && <ExportProgress percent={Math.round(phase.progress * 100)} label={t('editor_progress_exporting', { percent: Math.round(phase.progress * 100) })} />}
      {phase.kind === 'failed' && (
        <p className="px-field__error" role="alert">
          {t('eui_export_failed')}
        </p>
      )}
      {onPrint && (
        <p className="px-ed-row">
          <span>{t('print_offer')}</span>
          <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={onPrint} disabled={working} data-testid="export-print">
            {t('print_open')}
          </button>
        </p>
      )}
    </Modal>
  );
}
