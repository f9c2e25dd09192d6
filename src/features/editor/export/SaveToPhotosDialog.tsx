// Save to My Photos: first the photo's title (the project's name to start with) and whether it is public or
// private; then the picture rendered at full size as a JPEG in the worker, uploaded through the photos
// area's upload path (direct upload, then photo/add) with a progress bar, and made public when asked
// (photo/update-image-info); when done, a link to My Photos that also closes the dialog. Through the outbox
// (issue 18): offline, the picture is kept on the device and uploaded when the network returns ('kept'),
// shown in My Photos as waiting meanwhile. Visitors are
// asked to sign in first (PhotoEditor opens this only for a signed-in user).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../app/dialogs/Modal';
import { errorMessage } from '../../../lib/request';
import { report } from '../../../lib/report';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { myPhotosPath } from '../../gallery';
import { keepAndUploadPhoto } from '../../photos';
import { isAbortError } from '../engineClient';
import type { EditorController } from '../state/editorController';
import { DEFAULT_QUALITY } from './ExportDialog';
import { exportFileName, photoTitle } from './exportNaming';

type Phase = { kind: 'asking' } | { kind: 'rendering'; progress: number } | { kind: 'uploading'; progress: number } | { kind: 'done' } | { kind: 'kept' } | { kind: 'failed'; key: string; values?: Record<string, string> };

interface SaveProps {
  editor: EditorController;
  document: EditorDocument;
  names: { projectName: string | null; originalName: string | null };
  onClose(): void;
}

export function SaveToPhotosDialog({ editor, document, names, onClose }: SaveProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'asking' });
  const [attempt, setAttempt] = useState(0);
  const [title, setTitle] = useState(() => photoTitle(names.projectName, names.originalName));
  const [visibility, setVisibility] = useState<'private' | 'public'>('private');
  const chosen = useRef({ title, visibility });
  chosen.current = { title, visibility };
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'rendering', progress: 0 });
    void (async () => {
      try {
        const { blob } = await editor.exportImage(document, { type: 'image/jpeg', quality: DEFAULT_QUALITY / 100 }, { signal: controller.signal, onProgress: (f) => setPhase({ kind: 'rendering', progress: f }) });
        setPhase({ kind: 'uploading', progress: 0 });
        const { title: typedTitle, visibility: chosenVisibility } = chosen.current;
        const photoName = [...typedTitle.trim()].slice(0, 100).join('');
        const result = await keepAndUploadPhoto(blob, {
          filename: exportFileName({ projectName: photoName || names.projectName, originalName: names.originalName, type: 'image/jpeg' }),
          title: photoName || undefined,
          makePublic: chosenVisibility === 'public',
          signal: controller.signal,
          onProgress: (p) => {
            if (!controller.signal.aborted) setPhase({ kind: 'uploading', progress: p.fraction });
          },
        });
        if (controller.signal.aborted) return;
        setPhase({ kind: result.state === 'waiting' ? 'kept' : 'done' });
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
        phase.kind === 'done' || phase.kind === 'kept' ? (
          <>
            <button type="button" className="px-btn px-btn--secondary" onClick={onClose}>
              {t('close')}
            </button>
            <a className="px-btn" href={myPhotosPath()} target="_blank" rel="noopener" data-testid="save-open-photos" onClick={onClose}>
              {t('eui_save_open_photos')}
            </a>
          </>
        ) : phase.kind === 'asking' ? (
          <>
            <button type="button" className="px-btn px-btn--secondary" onClick={onClose}>
              {t('cancel')}
            </button>
            <button type="submit" form="px-save-form" className="px-btn" data-testid="save-start">
              {t('eui_save_start')}
            </button>
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
      {phase.kind === 'asking' && (
        <form
          id="px-save-form"
          onSubmit={(e) => {
            e.preventDefault();
            setAttempt((n) => n + 1);
          }}
        >
          <div className="px-field">
            <label htmlFor="px-save-title">{t('eui_save_photo_title')}</label>
            <input id="px-save-title" className="px-input" type="text" maxLength={100} value={title} placeholder={t('eui_untitled')} onChange={(e) => setTitle(e.currentTarget.value)} data-testid="save-title" />
          </div>
          <fieldset className="px-ed-fieldset">
            <legend>{t('eui_save_visibility')}</legend>
            <div className="px-ed-chips" role="radiogroup" aria-label={t('eui_save_visibility')}>
              {(['private', 'public'] as const).map((value) => (
                <label key={value} className="px-ed-chip">
                  <input type="radio" name="px-save-visibility" value={value} checked={visibility === value} onChange={() => setVisibility(value)} data-testid={`save-${value}`} />
                  {t(value === 'public' ? 'eui_save_public' : 'eui_save_private')}
                </label>
              ))}
            </div>
          </fieldset>
        </form>
      )}
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
      {phase.kind === 'kept' && (
        <p role="status" data-testid="save-kept">
          {t('eui_save_kept')}
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
