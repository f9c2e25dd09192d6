// The "Add layer" menu: a photo from a file (through the editor's own open path, kept as a project
// asset), a text, a shape, or an adjustment layer. Each addition is one undo step and is selected.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addImageLayer } from '../../../../lib/shared/editor/edits';
import { addAdjustmentLayer, addShapeLayer } from '../../../../lib/shared/editor/layers';
import { TEXT_CONTROL_LABEL_KEYS } from '../../../../lib/shared/editor/tools';
import type { EditorDocument, ShapeKind } from '../../../../lib/shared/editor/types';
import { useEditor } from '../../EditorContext';
import { loadPicture, OPEN_PROBLEM_KEYS, OpenError } from '../../open/openPicture';
import { PlusIcon } from '../../shell/icons';
import { addText } from '../TextPanel';
import { commitStep } from './commitLayers';

export interface AddLayerMenuProps {
  /** Keeps a new photo with the project (its asset), so the layer survives a reload. */
  onPhotoAsset(imageId: string, blob: Blob, doc: EditorDocument): void;
}

const SHAPES: readonly ShapeKind[] = ['rectangle', 'ellipse', 'line'];

export function AddLayerMenu({ onPhotoAsset }: AddLayerMenuProps) {
  const { t } = useTranslation();
  const editor = useEditor();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const added = (id: string): void => {
    setOpen(false);
    editor.setUi({ selectedLayerId: id });
  };
  const add = (make: (doc: EditorDocument) => { document: EditorDocument; id: string }): void => {
    const doc = editor.document;
    if (!doc) return;
    const result = make(doc);
    commitStep(editor, () => result.document);
    added(result.id);
  };
  // Graphic layers sit in the picture as it comes out of the operations (as text does).
  const middle = (doc: EditorDocument) => {
    const size = editor.pictureSize(doc) ?? doc.canvas;
    return { x: size.width / 2, y: size.height / 2, scaleX: 1, scaleY: 1, rotation: 0 };
  };
  const addPhoto = async (picked: File): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      const source = await loadPicture(editor, picked, picked.name);
      const doc = editor.document;
      if (!doc) return;
      // Fitted inside the canvas, centred on it.
      const fit = Math.min(1, doc.canvas.width / source.width, doc.canvas.height / source.height);
      const result = addImageLayer(doc, source, { x: doc.canvas.width / 2, y: doc.canvas.height / 2, scaleX: fit, scaleY: fit, rotation: 0 });
      onPhotoAsset(source.imageId, picked, result.document);
      commitStep(editor, () => result.document);
      added(result.id);
    } catch (error) {
      setProblem(error instanceof OpenError ? t(OPEN_PROBLEM_KEYS[error.problem], { name: picked.name }) : t('layers_photo_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="px-ly-add">
      <button type="button" className="px-btn px-btn--small" aria-expanded={open} aria-haspopup="true" data-testid="layers-add" onClick={() => setOpen(!open)}>
        <PlusIcon size={16} />
        {t('layers_add')}
      </button>
      {open && (
        <ul className="px-ly-add__menu" data-testid="layers-add-menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          <li>
            <button type="button" data-testid="layers-add-photo" onClick={() => file.current?.click()}>
              {t('layers_add_photo')}
            </button>
          </li>
          <li>
            <button
              type="button"
              data-testid="layers-add-text"
              onClick={() => {
                const id = addText(editor, t(TEXT_CONTROL_LABEL_KEYS.placeholder));
                if (id) added(id);
              }}
            >
              {t('layers_add_text')}
            </button>
          </li>
          {SHAPES.map((shape) => (
            <li key={shape}>
              <button type="button" data-testid={`layers-add-${shape}`} onClick={() => add((doc) => addShapeLayer(doc, { shape, transform: middle(doc) }))}>
                {t(`layers_add_${shape}`)}
              </button>
            </li>
          ))}
          <li>
            <button type="button" data-testid="layers-add-adjustment" onClick={() => add((doc) => addAdjustmentLayer(doc, 'brightness', { amount: 0 }))}>
              {t('layers_add_adjustment')}
            </button>
          </li>
        </ul>
      )}
      <input
        ref={file}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('layers_add_photo')}
        data-testid="layers-photo-input"
        onChange={(e) => {
          const picked = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (picked) void addPhoto(picked);
        }}
      />
      {busy && (
        <p className="px-ed-hint" role="status">
          <span className="px-spinner px-spinner--small" />
          {t('layers_adding_photo')}
        </p>
      )}
      {problem && (
        <p className="px-ed-notice px-ed-notice--error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
