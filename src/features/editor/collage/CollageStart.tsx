// The collage maker with nothing open: choose a layout (grouped by photo count, searchable) on a canvas
// size, or let "Auto collage" choose one for the photos picked or dropped; and the recent collages.
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ASPECT_PRESETS } from '../../../lib/shared/collage/document';
import type { CollageLayout } from '../../../lib/shared/collage/layouts';
import type { ProjectSummary } from '../../projects';
import { RecentProjects } from '../open/RecentProjects';
import { UploadIcon } from '../shell/icons';
import { CanvasSize, type Size } from './CanvasSize';
import { LayoutBrowser } from './LayoutBrowser';
import { PrintHint } from './PrintSize';
import './collage.css';

export interface CollageStartProps {
  onLayout(layout: CollageLayout, size: Size): void;
  onAuto(files: File[], size: Size): void;
  onProject(id: string): void;
  recent: readonly ProjectSummary[];
  dragging: boolean;
  busy: boolean;
  children?: ReactNode;
}

const SQUARE = ASPECT_PRESETS.find((p) => p.id === 'square') ?? { width: 3000, height: 3000 };

export function CollageStart({ onLayout, onAuto, onProject, recent, dragging, busy, children }: CollageStartProps) {
  const { t } = useTranslation();
  const [size, setSize] = useState<Size>({ width: SQUARE.width, height: SQUARE.height });
  const files = useRef<HTMLInputElement>(null);
  return (
    <div className={`px-ed-empty px-cl-start ${dragging ? 'is-dragging' : ''}`} data-testid="collage-start" aria-busy={busy}>
      <div className="px-ed-empty__inner">
        {children}
        <h2 className="px-cl-start__title">{t('collage_start_title')}</h2>
        <section className="px-ed-empty__section" aria-labelledby="px-cl-size">
          <h3 id="px-cl-size">{t('collage_canvas_size')}</h3>
          <CanvasSize size={size} onChange={setSize} disabled={busy} />
          <PrintHint size={size} />
        </section>

        <section className="px-ed-drop px-cl-auto" aria-labelledby="px-cl-auto">
          <UploadIcon size={32} />
          <h3 id="px-cl-auto">{t('collage_auto_title')}</h3>
          <p className="px-ed-muted">{t('collage_auto_text')}</p>
          <button type="button" className="px-btn" data-testid="collage-auto" disabled={busy} onClick={() => files.current?.click()}>
            {t('collage_auto_pick')}
          </button>
          <input
            ref={files}
            type="file"
            accept="image/*,.heic,.heif,.avif,.webp"
            multiple
            hidden
            aria-label={t('collage_auto_pick')}
            data-testid="collage-auto-input"
            onChange={(e) => {
              const picked = Array.from(e.currentTarget.files ?? []);
              e.currentTarget.value = '';
              if (picked.length > 0) onAuto(picked, size);
            }}
          />
        </section>

        <RecentProjects title={t('collage_recent')} headingId="px-cl-recent" recent={recent} busy={busy} onProject={onProject} />

        <section className="px-ed-empty__section" aria-labelledby="px-cl-layouts">
          <h3 id="px-cl-layouts">{t('collage_choose_layout')}</h3>
          <LayoutBrowser aspect={size.width / size.height} disabled={busy} onChoose={(layout) => onLayout(layout, size)} />
        </section>
      </div>
    </div>
  );
}
