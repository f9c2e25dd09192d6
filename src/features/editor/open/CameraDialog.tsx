// Camera capture on a computer (spec §1 "a camera capture action opens the editor with the photo taken"):
// the camera's live picture in a dialog, a shutter button, and the frame taken as a JPEG. Phones use the
// file input with capture=environment instead (their own camera app).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../app/dialogs/Modal';
import { CameraIcon } from '../shell/icons';

export function canUseCameraStream(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

type CameraState = { kind: 'starting' } | { kind: 'live' } | { kind: 'denied' } | { kind: 'failed' };

export function CameraDialog({ onClose, onPhoto }: { onClose: () => void; onPhoto: (blob: Blob) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false })
      .then(async (s) => {
        stream = s;
        if (cancelled) return s.getTracks().forEach((track) => track.stop());
        const el = video.current;
        if (!el) return;
        el.srcObject = s;
        await el.play().catch(() => undefined);
        setState({ kind: 'live' });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ kind: (error as Error)?.name === 'NotAllowedError' ? 'denied' : 'failed' });
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const take = (): void => {
    const el = video.current;
    if (!el || !el.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = el.videoWidth;
    canvas.height = el.videoHeight;
    canvas.getContext('2d')?.drawImage(el, 0, 0);
    canvas.toBlob((blob) => blob && onPhoto(blob), 'image/jpeg', 0.92);
  };

  return (
    <Modal
      title={t('eui_camera_title')}
      size="medium"
      onClose={onClose}
      testId="camera-dialog"
      footer={
        <button type="button" className="px-btn" disabled={state.kind !== 'live'} onClick={take} data-autofocus>
          <CameraIcon size={18} />
          {t('eui_camera_take')}
        </button>
      }
    >
      <div className="px-ed-camera">
        <video ref={video} playsInline muted className="px-ed-camera__video" />
        {state.kind === 'starting' && <div className="px-spinner" aria-label={t('loading')} />}
        {state.kind === 'denied' && <p role="alert">{t('eui_camera_denied')}</p>}
        {state.kind === 'failed' && <p role="alert">{t('eui_camera_failed')}</p>}
      </div>
    </Modal>
  );
}
