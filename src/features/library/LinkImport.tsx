// "Import from a link" (spec account-content §7 "Image proxy: GET loadImage with an encoded URL"): the
// server fetches the public image (src: server/imageProxy, which refuses private addresses, non-images
// and files over its limit), the image is saved to the user's photos like an upload, and the library
// resolves with it, so whoever opened the library (the editor, a collage, the dashboard) opens it.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError, request } from '../../lib/request';
import { report } from '../../lib/report';
import { uploadPhoto } from '../photos';
import { libraryImageFromPhoto, type LibraryImage } from './libraryImage';

const LOAD_IMAGE = '/api/loadImage/';
const LINK_CODES = new Set(['invalid_url', 'address_not_allowed', 'not_an_image', 'unsupported_format', 'image_too_large', 'image_fetch_failed', 'image_fetch_timeout', 'too_many_redirects', 'host_not_found']);

/** A title from the link's file name ("sunset-beach.jpg" → "sunset-beach"), else none (the server names it). */
function fileNameOf(url: string): string | undefined {
  try {
    const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    return /^[^\\/:*?"<>|]{1,100}$/.test(last) && /\.[a-z0-9]{2,5}$/i.test(last) ? last : undefined;
  } catch {
    return undefined;
  }
}

export function LinkImport({ onPick }: { onPick: (image: LibraryImage) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const link = url.trim();
    if (!/^https?:\/\/\S+$/i.test(link)) {
      setError(t('library_link_error_invalid_url'));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    setError(null);
    try {
      const { value: blob } = await request<Blob>(`${LOAD_IMAGE}?url=${encodeURIComponent(link)}`, { responseType: 'blob', signal: controller.signal });
      const photo = await uploadPhoto(blob, { filename: fileNameOf(link) ?? `link.${blob.type.split('/')[1] ?? 'jpg'}`, signal: controller.signal });
      onPick(libraryImageFromPhoto(photo));
    } catch (failure) {
      if (controller.signal.aborted) return;
      const code = isApiError(failure) ? failure.code : '';
      if (!LINK_CODES.has(code) && !isApiError(failure, 'request_failed')) report('warning', 'import from a link failed', { code: code || String(failure) });
      const message = errorMessage(failure, { loggedIn: true });
      setError(LINK_CODES.has(code) ? t(`library_link_error_${code}`) : t(message.key, message.values));
    } finally {
      abort.current = null;
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className="px-btn px-btn--secondary px-btn--small" onClick={() => setOpen(true)} data-testid="library-link-open">
        {t('library_link_import')}
      </button>
    );
  }
  return (
    <form className="px-lib-link" onSubmit={(e) => void submit(e)} data-testid="library-link-form">
      <label className="px-visually-hidden" htmlFor="px-lib-link-url">
        {t('library_link_label')}
      </label>
      <input
        id="px-lib-link-url"
        className="px-input"
        type="url"
        inputMode="url"
        placeholder={t('library_link_placeholder')}
        value={url}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'px-lib-link-error' : undefined}
        onChange={(e) => setUrl(e.currentTarget.value)}
        data-testid="library-link-url"
      />
      <button type="submit" className="px-btn px-btn--small" disabled={busy || url.trim() === ''} data-testid="library-link-submit">
        {busy ? t('library_link_importing') : t('library_link_submit')}
      </button>
      <button
        type="button"
        className="px-btn px-btn--ghost px-btn--small"
        onClick={() => {
          abort.current?.abort();
          setOpen(false);
          setError(null);
        }}
      >
        {t('cancel')}
      </button>
      {error && (
        <p id="px-lib-link-error" className="px-field__error px-lib-link__error" role="alert" data-testid="library-link-error">
          {error}
        </p>
      )}
    </form>
  );
}
