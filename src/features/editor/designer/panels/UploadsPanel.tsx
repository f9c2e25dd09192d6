// The Uploads panel: add photos (the device, several at once; My Photos and the image library; the shipped
// samples; a drop on the canvas is handled by PhotoEditor), and for the selected photo: Replace (a
// chooser offering the device, the library and the samples; the new picture takes the old one's place
// and box), its frame shape (photo inside a shape) and "Edit photo" (the editor's Adjust, Effects and
// Artsy on that photo's own operations, as the collage maker's cells are edited).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGraphics } from '../../../../lib/shared/designer/graphics';
import type { ImageLayer, ShapePath } from '../../../../lib/shared/editor/types';
import { startCellEdit } from '../../collage/cellEdit';
import { notifyPhotoProblem } from '../../collage/photos';
import { useEditor, useSlice } from '../../EditorContext';
import { addDesignerPhotos, replaceDesignerPhoto } from '../photos';
import { editDesign } from './designCommit';
import { backgroundPhotoOf, FRAME_CHOICES, frameChoiceOf, frameOutline, setFrameShape, type FrameChoice } from './designEdits';
import { PhotoSources } from './PhotoSources';
import { ShapePreview } from './ShapePreview';

/** Runs photo additions one at a time, with a busy state and the editor's problem notices. */
export function usePhotoRunner(): { busy: boolean; run(add: () => Promise<void>, name: string): void } {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = (add: () => Promise<void>, name: string): void => {
    setBusy(true);
    add()
      .catch((error: unknown) => notifyPhotoProblem(error, name, t))
      .finally(() => setBusy(false));
  };
  return { busy, run };
}

/** The heart among the shipped graphics, for the frame shapes (absent until they are loaded). */
function useHeart(): ShapePath | undefined {
  const [heart, setHeart] = useState<ShapePath | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadGraphics().then(
      (graphics) => {
        const found = graphics.find((g) => g.id === 'heart') ?? graphics.find((g) => g.id.includes('heart'));
        if (live && found) setHeart(found.path);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return heart;
}

function FramePicker({ layer }: { layer: ImageLayer }) {
  const { t } = useTranslation('designerPanels');
  const editor = useEditor();
  const heart = useHeart();
  const current = frameChoiceOf(layer.shapeMask);
  const choices = FRAME_CHOICES.filter((c) => c !== 'heart' || heart);
  const choose = (choice: FrameChoice): void => editDesign(editor, (doc) => setFrameShape(doc, layer.id, frameOutline(choice, layer.width, layer.height, heart)));
  return (
    <div role="radiogroup" aria-label={t('dp_frame_shape')} className="px-dz-grid px-dz-frames">
      {choices.map((choice) => {
        const outline = frameOutline(choice, 40, 40, heart);
        return (
          <button key={choice} type="button" role="radio" aria-checked={current === choice} className="px-dz-tile" data-testid="designer-frame" data-frame={choice} title={t(`dp_frame_${choice.replace('-', '_')}`)} aria-label={t(`dp_frame_${choice.replace('-', '_')}`)} disabled={layer.locked} onClick={() => choose(choice)}>
            {outline ? <ShapePreview outline={outline} /> : <span className="px-cl-pattern__swatch px-cl-pattern__swatch--none px-dz-none" aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
}

function SelectedPhoto({ layer, background, busy, run }: { layer: ImageLayer; background: boolean; busy: boolean; run(add: () => Promise<void>, name: string): void }) {
  const { t } = useTranslation('designerPanels');
  const editor = useEditor();
  const [choosing, setChoosing] = useState(false);
  const name = layer.name || t('dp_photo');
  return (
    <section className="px-dz-section" aria-labelledby="px-dz-selected-photo" data-testid="designer-selected-photo">
      <h4 id="px-dz-selected-photo" className="px-dz-title">
        {t('dp_selected_photo', { name })}
      </h4>
      {(layer.locked || background) && <p className="px-ed-hint">{t(background ? 'dp_background_photo_hint' : 'dp_locked_hint')}</p>}
      <div className="px-cl-actions">
        <button type="button" className="px-btn px-btn--small" data-testid="designer-replace-photo" aria-expanded={choosing} aria-controls="px-dz-replace" disabled={busy || layer.locked} onClick={() => setChoosing((c) => !c)}>
          {t('dp_replace')}
        </button>
        <button type="button" className="px-btn px-btn--small px-btn--secondary" data-testid="designer-edit-photo" disabled={busy} onClick={() => startCellEdit(editor, layer.id)}>
          {t('dp_edit_photo')}
        </button>
      </div>
      {choosing && (
        <div id="px-dz-replace" className="px-dz-chooser" role="group" aria-label={t('dp_replace_with')} data-testid="designer-replace-chooser">
          <PhotoSources
            testId="designer-replace"
            multiple={false}
            busy={busy}
            run={run}
            onFiles={async (files) => {
              const file = files[0];
              if (!file) return;
              await replaceDesignerPhoto(editor, layer.id, file);
              setChoosing(false);
            }}
          />
        </div>
      )}
      {!background && (
        <>
          <p className="px-dz-subtitle">{t('dp_frame_shape')}</p>
          <FramePicker layer={layer} />
        </>
      )}
    </section>
  );
}

export function UploadsPanel() {
  const { t } = useTranslation('designerPanels');
  const editor = useEditor();
  const { busy, run } = usePhotoRunner();
  const selectedId = useSlice(editor.ui, (ui) => ui.selectedLayerId);
  const photo = useSlice(editor.history, (h): ImageLayer | null => {
    const layer = h?.present.layers.find((l) => l.id === selectedId);
    return layer?.kind === 'image' ? layer : null;
  });
  const background = useSlice(editor.history, (h) => (h ? backgroundPhotoOf(h.present)?.id : null) ?? null);
  return (
    <div className="px-ed-panel__body" data-testid="designer-uploads" aria-busy={busy}>
      <PhotoSources testId="designer-add" multiple busy={busy} run={run} onFiles={async (files) => void (await addDesignerPhotos(editor, files))} />
      <p className="px-ed-hint">{t('dp_add_hint')}</p>
      {busy && (
        <p className="px-ed-hint" role="status">
          <span className="px-spinner px-spinner--small" />
          {t('dp_adding')}
        </p>
      )}
      {photo ? <SelectedPhoto key={photo.id} layer={photo} background={photo.id === background} busy={busy} run={run} /> : <p className="px-ed-hint">{t('dp_select_photo_hint')}</p>}
    </div>
  );
}
