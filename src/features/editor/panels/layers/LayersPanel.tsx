// The layers panel, docked beside the canvas (a sheet above the rail on phones, folded by default there):
// the stack top to bottom, the "Add layer" menu, the selected layer's actions (move up/down, duplicate,
// delete) and settings. Selecting a layer selects it for the text and transform tools.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canStepLayer, deleteLayer, duplicateLayer, groupedLayers, mergeDownSource, reorderLayer, stepLayer } from '../../../../lib/shared/editor/layers';
import type { EditorDocument } from '../../../../lib/shared/editor/types';
import { useEditor, useSlice } from '../../EditorContext';
import { TrashIcon } from '../../shell/icons';
import { AddLayerMenu } from './AddLayerMenu';
import { commitStep } from './commitLayers';
import { CopyIcon, DownIcon, MergeIcon, UpIcon } from './icons';
import { LayerRow } from './LayerRow';
import { LayerSettings } from './LayerSettings';
import { mergeDown } from './mergeDown';
import './layers.css';

export interface LayersPanelProps {
  onPhotoAsset(imageId: string, blob: Blob, doc: EditorDocument): void;
}

const narrow = (): boolean => typeof matchMedia === 'function' && matchMedia('(max-width: 800px)').matches;

export function LayersPanel({ onPhotoAsset }: LayersPanelProps) {
  const { t } = useTranslation();
  const editor = useEditor();
  const layers = useSlice(editor.history, (h) => h?.present.layers ?? null);
  const selectedId = useSlice(editor.ui, (ui) => ui.selectedLayerId);
  const [expanded, setExpanded] = useState(() => !narrow());
  const [merging, setMerging] = useState<'busy' | 'failed' | null>(null);
  const dragged = useRef<string | null>(null);
  if (!layers) return null;

  const stack = groupedLayers(layers);
  const selected = stack.find((l) => l.id === selectedId) ?? null;
  const doc = editor.document;
  const can = (delta: 1 | -1): boolean => Boolean(doc && selected && canStepLayer(doc, selected.id, delta));
  const onDrop = (targetId: string): void => {
    const id = dragged.current;
    dragged.current = null;
    if (!id || id === targetId) return;
    commitStep(editor, (d) => reorderLayer(d, id, groupedLayers(d.layers).findIndex((l) => l.id === targetId)));
  };

  return (
    <aside className={`px-ly ${expanded ? 'is-expanded' : ''}`} aria-labelledby="px-ly-title" data-testid="layers-panel">
      <div className="px-ly__head">
        <h2 id="px-ly-title">{t('layers_title')}</h2>
        <button type="button" className="px-ed-icon-btn px-ly__fold" aria-expanded={expanded} aria-controls="px-ly-body" aria-label={t(expanded ? 'layers_hide_panel' : 'layers_show_panel')} data-testid="layers-fold" onClick={() => setExpanded(!expanded)}>
          {expanded ? <DownIcon /> : <UpIcon />}
        </button>
      </div>
      <div id="px-ly-body" className="px-ly__body" hidden={!expanded}>
        <AddLayerMenu onPhotoAsset={onPhotoAsset} />
        {!stack.some((l) => l.kind === 'image') && <p className="px-ed-hint">{t('layers_only_text')}</p>}
        <ol className="px-ly__list" aria-label={t('layers_list')} data-testid="layers-list">
          {stack
            .slice()
            .reverse()
            .map((layer) => (
              <LayerRow key={layer.id} layer={layer} selected={layer.id === selectedId} onDragStart={(id) => (dragged.current = id)} onDrop={onDrop} />
            ))}
        </ol>
        <p className="px-ly__hint">{t('layers_reorder_hint')}</p>
        {selected && (
          <>
            <div className="px-ly__actions" role="group" aria-label={t('layers_title')}>
              <button type="button" className="px-ed-icon-btn" aria-label={t('layers_move_up')} title={t('layers_move_up')} disabled={!can(1)} data-testid="layer-up" onClick={() => commitStep(editor, (d) => stepLayer(d, selected.id, 1))}>
                <UpIcon />
              </button>
              <button type="button" className="px-ed-icon-btn" aria-label={t('layers_move_down')} title={t('layers_move_down')} disabled={!can(-1)} data-testid="layer-down" onClick={() => commitStep(editor, (d) => stepLayer(d, selected.id, -1))}>
                <DownIcon />
              </button>
              <button
                type="button"
                className="px-ed-icon-btn"
                aria-label={t('layers_duplicate')}
                title={t('layers_duplicate')}
                data-testid="layer-duplicate"
                onClick={() => {
                  const d = editor.document;
                  if (!d) return;
                  const copy = duplicateLayer(d, selected.id);
                  commitStep(editor, () => copy.document);
                  editor.setUi({ selectedLayerId: copy.id });
                }}
              >
                <CopyIcon />
              </button>
              <button
                type="button"
                className="px-ed-icon-btn"
                aria-label={t('layers_merge_down')}
                title={t('layers_merge_down')}
                disabled={merging === 'busy' || !doc || !mergeDownSource(doc, selected.id)}
                data-testid="layer-merge-down"
                onClick={() => {
                  setMerging('busy');
                  mergeDown(editor, selected.id, onPhotoAsset).then(
                    () => setMerging(null),
                    () => setMerging('failed'),
                  );
                }}
              >
                <MergeIcon />
              </button>
              <button
                type="button"
                className="px-ed-icon-btn"
                aria-label={t('layers_delete')}
                title={t('layers_delete')}
                // The photo editor always keeps a picture: its last image layer stays.
                disabled={selected.locked || (selected.kind === 'image' && stack.filter((l) => l.kind === 'image').length <= 1)}
                data-testid="layer-delete"
                onClick={() => {
                  commitStep(editor, (d) => deleteLayer(d, selected.id));
                  editor.setUi({ selectedLayerId: null });
                }}
              >
                <TrashIcon />
              </button>
            </div>
            {merging === 'busy' && (
              <p className="px-ed-hint" role="status">
                <span className="px-spinner px-spinner--small" />
                {t('layers_merging')}
              </p>
            )}
            {merging === 'failed' && (
              <p className="px-ed-notice px-ed-notice--error" role="alert">
                {t('layers_merge_failed')}
              </p>
            )}
            <LayerSettings key={selected.id} layer={selected} />
          </>
        )}
      </div>
    </aside>
  );
}
