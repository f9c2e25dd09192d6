import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './photos.css';

function hasFiles(event: React.DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/** Takes images dropped anywhere on its content, showing a hint while files are dragged over it. */
export function DropZone({ onFiles, children, className, disabled = false }: { onFiles: (files: File[]) => void; children: ReactNode; className?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child: count them so the hint does not flicker.
  const depth = useRef(0);
  return (
    <div
      className={`px-dropzone ${over ? 'is-over' : ''} ${className ?? ''}`}
      data-testid="photo-drop-zone"
      onDragEnter={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        depth.current++;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        const files = [...e.dataTransfer.files];
        if (files.length) onFiles(files);
      }}
    >
      {children}
      {over && (
        <div className="px-dropzone__hint" aria-hidden="true">
          <span>{t('photos_drop_here')}</span>
        </div>
      )}
    </div>
  );
}
