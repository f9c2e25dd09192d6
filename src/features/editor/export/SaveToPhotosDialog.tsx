// Save to My Photos: the picture rendered at full size as a JPEG in the worker, then uploaded through the
// photos area's upload path (direct upload, then photo/add) with a progress bar; when done, a link to My
// Photos. Visitors are asked to sign in first (PhotoEditor opens this only for a signed-in user).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../app/dialogs/Modal';
import { errorMessage } from '../../../lib/request';
import { report } from '../../../lib/report';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { myPhotosPath } from '../../gallery';
import { uploadPhoto } from '../../photos';
import { isAbortError } from '../engineClient';
import type { EditorController } from '../state/editorController';
import { DEFAULT_QUALITY } from './ExportDialog';
import { exportFileName, photoTitle } from './exportNaming';

type Phase = { kind: 'rendering'; progress: number } | { kind: 'uploading'; progress: number } | { kind: 'done' } | { kind: 'failed'; key: string; values?: Record<string, string> };

interface SaveProps {
  editor: EditorController;
  document: EditorDocument;
  names: { projectName: string | null; originalName: string | null };
  onClose(): void;
}

export function SaveToPhotosDialog({ editor, document, names, onClose }: SaveProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'rendering', progress: 0 });
  const [attempt, setAttempt] = useState(0);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'rendering', progress: 0 });
    void (async () => {
      try {
        const { blob } = await editor.exportImage(document, { type: 'image/jpeg', quality: DEFAULT_QUALITY / 100 }, { signal: controller.signal, onProgress: (f) => setPhase({ kind: 'rendering', progress: f }) });
        setPhase({ kind: 'uploading', progress: 0 });
        await uploadPhoto(blob, {
          filename: exportFileName({ ...names, type: 'image/jpeg' }),
          title: photoTitle(names.projectName, names.originalName) || undefined,
          type: 'photo',
          signal: controller.signal,
          onProgress: (p) => setPhase({ kind: 'uploading', progress: p.fraction }),
        });
        setPhase({ kind: 'done' });
      } catch (error) {
        if (isAbortError(error) || controller.signal.aborted) return;
        report('warning', 'save to my photos failed', { error: String(error) });
        const message = errorMessage(error, { loggedIn: true });
        setPhase({ kind: 'failed', key: message.key, values: message.values });
      }
    })();
    return () => controller.abort();
  }, [editor, document, names, attempt]);

  const busy = phase.kind === 'rendering' || phase.kind === 'uploading';
  const percent = busy ? Math.round(phase.progress * 100) : 100;
  return (
    <Modal
      title={t('eui_save_title')}
      size="small"
      onClose={() => {
        abort.current?.abort();
        onClose();
      }}
      testId="save-dialog"
      footer={
        phase.kind === 'done' ? (
          <>
            <button type="button" className="px-btn px-btn--secondary" onClick={onClose}>
              {t('close')}
            </button>
            <a className="px-btn" href={myPhotosPath()} target="_blank" rel="noopener" data-testid="save-open-photos">
              {t('eui_save_open_photos')}
            </a>
          </>
        ) : phase.kind === 'failed' ? (
          <>
            <button type="button" className="px-btn px-btn--secondary" onClick={onClose}>
              {t('close')}
            </button>
            <button type="button" className="px-btn" onClick={() => setAttempt((n) => n + 1)}>
              {t('try_again')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="px-btn px-btn--secondary"
            onClick={() => {
              abort.current?.abort();
              onClose();
            }}
          >
            {t('cancel')}
          </button>
        )
      }
    >
      {busy && (
        <>
          <p aria-live="polite">{t(phase.kind === 'rendering' ? 'eui_save_rendering' : 'eui_save_uploading', { percent })}</p>
          <div className="px-ed-progress" role="progressbar" aria-label={t('eui_save_title')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="save-progress">
            <span style={{ width: `${percent}%` }} />
          </div>
        </>
      )}
      {phase.kind === 'done' && (
        <p role="status" data-testid="save-done">
          {t('eui_save_done')}
        </p>
      )}
      {phase.kind === 'failed' && (
        <p className="px-field__error" role="alert" data-testid="save-error">
          {t(phase.key, phase.values)}
        </p>
      )}
    </Modal>
  );
}
