// One layer in the list: kind icon, name (double-click or F2 renames it), visibility and lock. Click
// selects it for the text and transform tools; Alt+↑/↓ moves it; it can be dragged to another place.
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setLayerLocked, setLayerName, setLayerVisible, stepLayer } from '../../../../lib/shared/editor/layers';
import type { Layer } from '../../../../lib/shared/editor/types';
import { useEditor } from '../../EditorContext';
import { TextIcon } from '../../shell/icons';
import { commitStep } from './commitLayers';
import { AdjustLayerIcon, EyeIcon, EyeOffIcon, ImageIcon, LockIcon, ShapeIcon, UnlockIcon } from './icons';
import { layerDisplayName } from './layerNames';

const KIND_ICONS = { image: ImageIcon, text: TextIcon, shape: ShapeIcon, adjustment: AdjustLayerIcon } as const;

export interface LayerRowProps {
  layer: Layer;
  selected: boolean;
  onDragStart(id: string): void;
  onDrop(targetId: string): void;
}

export function LayerRow({ layer, selected, onDragStart, onDrop }: LayerRowProps) {
  const { t } = useTranslation();
  const editor = useEditor();
  const [renaming, setRenaming] = useState(false);
  const name = layerDisplayName(layer, t);
  const Icon = KIND_ICONS[layer.kind];

  const select = (): void => editor.setUi({ selectedLayerId: layer.id });
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>): void => {
    if (e.key === 'F2') {
      e.preventDefault();
      if (!layer.locked) setRenaming(true);
    } else if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      // The list shows the top first: ↑ moves the layer up the stack.
      commitStep(editor, (doc) => stepLayer(doc, layer.id, e.key === 'ArrowUp' ? 1 : -1));
    }
  };
  const finishRename = (value: string | null): void => {
    setRenaming(false);
    if (value !== null) commitStep(editor, (doc) => setLayerName(doc, layer.id, value));
  };

  return (
    <li
      className={`px-ly-row ${selected ? 'is-selected' : ''} ${layer.visible ? '' : 'is-hidden'}`}
      data-testid="layer-row"
      data-layer={layer.id}
      data-kind={layer.kind}
      draggable={!renaming && !layer.locked}
      onDragStart={(e: DragEvent) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', layer.id);
        onDragStart(layer.id);
      }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        onDrop(layer.id);
      }}
    >
      <span className="px-ly-row__icon">
        <Icon size={18} />
      </span>
      {renaming ? (
        <input
          className="px-field px-ly-row__rename"
          aria-label={t('layers_name')}
          defaultValue={layer.name || name}
          maxLength={100}
          autoFocus
          data-testid="layer-rename"
          onBlur={(e) => finishRename(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') finishRename(e.currentTarget.value);
            else if (e.key === 'Escape') {
              e.stopPropagation();
              finishRename(null);
            }
          }}
        />
      ) : (
        <button
          type="button"
          className="px-ly-row__name"
          aria-pressed={selected}
          aria-label={t('layers_select', { name })}
          title={t('layers_rename', { name })}
          data-testid="layer-select"
          onClick={select}
          onDoubleClick={() => !layer.locked && setRenaming(true)}
          onKeyDown={onKeyDown}
        >
          {name}
        </button>
      )}
      {layer.mask && (
        <span
          className={`px-ly-row__mask ${layer.mask.inverted ? 'is-inverted' : ''} ${layer.mask.enabled ? '' : 'is-disabled'}`}
          role="img"
          aria-label={t(layer.mask.enabled ? 'masks_badge' : 'masks_badge_off', { ns: 'editorMasks' })}
          title={t(layer.mask.enabled ? 'masks_badge' : 'masks_badge_off', { ns: 'editorMasks' })}
          data-testid="layer-mask-badge"
        >
          <span />
        </span>
      )}
      <button
        type="button"
        className="px-ed-icon-btn px-ly-row__toggle"
        aria-pressed={!layer.visible}
        aria-label={t(layer.visible ? 'layers_hide' : 'layers_show', { name })}
        data-testid="layer-visibility"
        onClick={() => commitStep(editor, (doc) => setLayerVisible(doc, layer.id, !layer.visible))}
      >
        {layer.visible ? <EyeIcon /> : <EyeOffIcon />}
      </button>
      <button
        type="button"
        className="px-ed-icon-btn px-ly-row__toggle"
        aria-pressed={layer.locked}
        aria-label={t(layer.locked ? 'layers_unlock' : 'layers_lock', { name })}
        data-testid="layer-lock"
        onClick={() => commitStep(editor, (doc) => setLayerLocked(doc, layer.id, !layer.locked))}
      >
        {layer.locked ? <LockIcon /> : <UnlockIcon />}
      </button>
    </li>
  );
}
