// The Layout panel: the layout browser on the collage's aspect (a new layout keeps the photos, in cell
// order) and the freestyle switch (photos placed and turned freely, framed with a border and a shadow);
// with, above the layouts, "Continue in designer" (the collage as a new design, useContinueInDesigner.ts).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setLayout, toFreestyle } from '../../../lib/shared/collage/document';
import { autoLayout } from '../../../lib/shared/collage/layouts';
import { useEditor, useSlice } from '../EditorContext';
import { useCollageHost } from './collageHost';
import { editCollage } from './editCollage';
import { LayoutBrowser } from './LayoutBrowser';

export function LayoutPanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const layout = useSlice(editor.history, (h) => h?.present.collage?.layout ?? null);
  const aspect = useSlice(editor.history, (h) => (h ? h.present.canvas.width / h.present.canvas.height : 1));
  const photos = useSlice(editor.history, (h) => h?.present.layers.filter((l) => l.kind === 'image').length ?? 0);
  const switchId = useId();
  const host = useCollageHost();
  const freestyle = layout === 'freestyle';
  return (
    <div className="px-ed-panel__body px-cl-layout-panel" data-testid="layout-panel">
      <div className="px-cl-switch">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={freestyle}
          data-testid="freestyle-switch"
          onChange={(e) => {
            const on = e.currentTarget.checked;
            // Back from freestyle: the grid that suits the photos there are.
            editCollage(editor, (doc) => (on ? toFreestyle(doc) : setLayout(doc, autoLayout(Math.max(2, photos), doc.canvas.width / doc.canvas.height).id)));
          }}
        />
        <label htmlFor={switchId}>{t('collage_freestyle')}</label>
      </div>
      <p className="px-ed-hint">{t(freestyle ? 'collage_freestyle_on' : 'collage_freestyle_hint')}</p>
      {host.continueInDesigner && (
        <div className="px-cl-to-designer">
          <p className="px-ed-hint">{t('designer_from_collage_hint')}</p>
          <button type="button" className="px-btn px-btn--secondary px-btn--small" disabled={host.continuing} aria-busy={host.continuing} onClick={host.continueInDesigner} data-testid="collage-to-designer">
            {t(host.continuing ? 'designer_from_collage_busy' : 'designer_from_collage_action')}
          </button>
        </div>
      )}
      <LayoutBrowser aspect={aspect} current={layout} onChoose={(next) => editCollage(editor, (doc) => setLayout(doc, next.id))} />
    </div>
  );
}
