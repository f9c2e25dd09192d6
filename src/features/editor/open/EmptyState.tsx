// The editor with nothing open: every way to bring a picture in — a file, drag and drop anywhere, paste,
// the camera, My Photos and the image library, the shipped samples — and the recent projects.
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobileDevice } from '../../../lib/platform';
import { imageVariantUrl, screenDensity } from '../../photos';
import { CameraIcon, ClipboardIcon, PhotosIcon, UploadIcon } from '../shell/icons';
import { canUseCameraStream } from './CameraDialog';
import { shortcutKeys } from '../state/shortcuts';
import { SAMPLES, type Sample } from './sources';
import { RecentProjects } from './RecentProjects';
import type { ProjectSummary } from '../../projects';

export interface EmptyStateProps {
  onFile(file: File): void;
  onCamera(): void;
  onLibrary(): void;
  onSample(sample: Sample): void;
  onProject(id: string): void;
  recent: readonly ProjectSummary[];
  dragging: boolean;
  busy: boolean;
  /** The share pickup's card, an error, the tool a deep link asked for. */
  children?: ReactNode;
}

/** `<input type=file accept=image/* capture=environment>`: the phone's own camera app. */
function useCaptureInput(onFile: (file: File) => void) {
  const input = useRef<HTMLInputElement>(null);
  const element = (
    <input
      ref={input}
      type="file"
      accept="image/*"
      capture="environment"
      hidden
      data-testid="camera-input"
      onChange={(e) => {
        const file = e.currentTarget.files?.[0];
        e.currentTarget.value = '';
        if (file) onFile(file);
      }}
    />
  );
  return { element, open: () => input.current?.click() };
}

export function EmptyState({ onFile, onCamera, onLibrary, onSample, onProject, recent, dragging, busy, children }: EmptyStateProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const capture = useCaptureInput(onFile);
  const useStream = !isMobileDevice() && canUseCameraStream();
  const density = screenDensity();
  return (
    <div className={`px-ed-empty ${dragging ? 'is-dragging' : ''}`} data-testid="editor-empty" aria-busy={busy}>
      <div className="px-ed-empty__inner">
        {children}
        <div className="px-ed-drop">
          <UploadIcon size={40} />
          <h2>{t('eui_empty_title')}</h2>
          <p className="px-ed-muted">{t('eui_empty_text')}</p>
          <div className="px-ed-empty__actions">
            <button type="button" className="px-btn" data-testid="open-file" disabled={busy} onClick={() => fileInput.current?.click()}>
              <UploadIcon size={18} />
              {t('eui_open_file')}
            </button>
            <button type="button" className="px-btn px-btn--secondary" data-testid="open-camera" disabled={busy} onClick={() => (useStream ? onCamera() : capture.open())}>
              <CameraIcon size={18} />
              {t('eui_open_camera')}
            </button>
            <button type="button" className="px-btn px-btn--secondary" data-testid="open-my-photos" disabled={busy} onClick={onLibrary}>
              <PhotosIcon size={18} />
              {t('eui_open_library')}
            </button>
          </div>
          <p className="px-ed-hint">
            <ClipboardIcon size={14} /> {t('eui_paste_hint', { keys: shortcutKeys('v', false) })}
          </p>
          <input
            ref={fileInput}
            type="file"
            accept="image/*,.heic,.heif,.avif,.webp"
            hidden
            data-testid="file-input"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) onFile(file);
            }}
          />
          {capture.element}
        </div>

        <RecentProjects title={t('eui_recent_projects')} headingId="px-ed-recent" recent={recent} busy={busy} onProject={onProject} />

        <section className="px-ed-empty__section" aria-labelledby="px-ed-samples">
          <h3 id="px-ed-samples">{t('eui_samples')}</h3>
          <ul className="px-ed-tiles px-ed-tiles--samples">
            {SAMPLES.map((sample) => (
              <li key={sample.id}>
                <button type="button" className="px-ed-tile" data-testid={`sample-${sample.id}`} disabled={busy} onClick={() => onSample(sample)} aria-label={t('eui_open_sample', { name: sample.id.replace(/_/g, ' ') })}>
                  <span className="px-ed-tile__thumb">
                    <img src={imageVariantUrl(`/img/samples/${sample.file}`, { width: 160, height: 120, fit: 'crop', devicePixelRatio: density })} alt="" loading="lazy" />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
