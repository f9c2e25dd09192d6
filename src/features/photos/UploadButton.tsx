import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_FILE_ACCEPT } from './uploadPhoto';

/** A button that opens the file picker for several images at once. */
export function UploadButton({ onFiles, className = 'px-btn', labelKey = 'photos_upload' }: { onFiles: (files: File[]) => void; className?: string; labelKey?: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={PHOTO_FILE_ACCEPT}
        hidden
        data-testid="photo-file-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <button type="button" className={className} onClick={() => input.current?.click()} data-testid="upload-button">
        <span aria-hidden="true">⤒</span>
        {t(labelKey)}
      </button>
    </>
  );
}
