// The designer's layers panel (issue 16), docked at the right of the canvas like the editor's: the stack
// top first, a group's layers indented under a row that selects the whole group. Click selects, Shift+click
// selects a range, Ctrl/Cmd+click adds or removes one; the handle drags a row (or a whole group) to another
// place, Alt+↑/↓ does it from the keyboard; the eye and the lock hide and lock (a group as a whole);
// double-click or F2 renames. Every change is one undo step. It also keeps pasted pictures with the project.
import { mdiDragVertical, mdiFolderOutline } from '@mdi/js';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveLayersTo, orderLayers, setLayersLocked, setLayersVisible } from '../../../../lib/shared/designer/arrange';
import { setLayerName } from '../../../../lib/shared/editor/layers';
import type { EditorDocument, Layer } from '../../../../lib/shared/editor/types';
import { useEditor, useSlice } from '../../EditorContext';
import { TextIcon } from '../../shell/icons';
import { commitStep } from '../../panels/layers/commitLayers';
import { AdjustLayerIcon, DownIcon, EyeIcon, EyeOffIcon, ImageIcon, LockIcon, ShapeIcon, UnlockIcon, UpIcon } from '../../panels/layers/icons';
import { selectionPatch } from '../../state/selection';
import { setPasteAssetSink } from './clipboardActions';
import { designerLayerName } from './layerName';
import '../../panels/layers/layers.css';
import './arrange.css';

export interface DesignerLayersProps {
  onPhotoAsset(imageId: string, blob: Blob, doc: EditorDocument): void;
}

const KIND_ICONS = { image: ImageIcon, text: TextIcon, shape: ShapeIcon, adjustment: AdjustLayerIcon } as const;

type Entry = { kind: 'layer'; layer: Layer; member: boolean } | { kind: 'group'; group: string; members: Layer[] };

/** The rows, top first: a run of a group's layers is its header and then its members. */
function entriesOf(layers: readonly Layer[]): Entry[] {
  const blocks: Layer[][] = [];
  for (const layer of layers) {
    const last = blocks[blocks.length - 1];
    if (last && layer.group && last[0]?.group === layer.group) last.push(layer);
    else blocks.push([layer]);
  }
  const entries: Entry[] = [];
  for (const block of blocks.reverse()) {
    const first = block[0];
    if (!first) continue;
    if (block.length > 1 && first.group) {
      const members = [...block].reverse();
      entries.push({ kind: 'group', group: first.group, members });
      for (const layer of members) entries.push({ kind: 'layer', layer, member: true });
    } else entries.push({ kind: 'layer', layer: first, member: false });
  }
  return entries;
}

const narrow = (): boolean => typeof matchMedia === 'function' && matchMedia('(max-width: 800px)').matches;

interface Drag {
  ids: string[];
  over: { id: string; place: 'above' | 'below' } | null;
}

export function DesignerLayers({ onPhotoAsset }: DesignerLayersProps) {
  const { t } = useTranslation();
  const editor = useEditor();
  const layers = useSlice(editor.history, (h) => h?.present.layers ?? null);
  const selectedIds = useSlice(editor.ui, (ui) => ui.selectedIds);
  const selectedLayerId = useSlice(editor.ui, (ui) => ui.selectedLayerId);
  const [expanded, setExpanded] = useState(() => !narrow());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => setPasteAssetSink(editor, onPhotoAsset), [editor, onPhotoAsset]);

  if (!layers) return null;
  const entries = entriesOf(layers);
  const order = entries.flatMap((e) => (e.kind === 'layer' ? [e.layer.id] : []));
  const selected = new Set(selectedIds.length > 0 ? selectedIds : selectedLayerId ? [selectedLayerId] : []);
  const edit = (change: (doc: EditorDocument) => EditorDocument): void => commitStep(editor, change);

  const pick = (ids: string[], event: MouseEvent | KeyboardEvent): void => {
    const current = [...selected];
    if (event.ctrlKey || event.metaKey) {
      const all = ids.every((id) => selected.has(id));
      editor.setUi(selectionPatch(all ? current.filter((id) => !ids.includes(id)) : [...current, ...ids]));
    } else if (event.shiftKey && selectedLayerId && order.includes(selectedLayerId)) {
      const from = order.indexOf(selectedLayerId);
      const to = Math.max(...ids.map((id) => order.indexOf(id)));
      const range = order.slice(Math.min(from, to), Math.max(from, to) + 1);
      editor.setUi(selectionPatch([...current, ...range.filter((id) => !selected.has(id)), ...ids.filter((id) => !range.includes(id))]));
    } else editor.setUi(selectionPatch(ids));
  };

  const step = (entry: Entry, up: boolean): void => {
    if (entry.kind === 'layer' && entry.member) {
      // A member moves among its group's layers (the list shows them top first).
      const members = layers.filter((l) => l.group === entry.layer.group);
      const at = members.indexOf(entry.layer);
      const neighbour = members[up ? at + 1 : at - 1];
      if (neighbour) edit((doc) => moveLayersTo(doc, [entry.layer.id], neighbour.id, up ? 'above' : 'below'));
      return;
    }
    const ids = entry.kind === 'group' ? entry.members.map((l) => l.id) : [entry.layer.id];
    edit((doc) => orderLayers(doc, ids, up ? 'forward' : 'backward'));
  };

  const onKeyDown = (entry: Entry) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      step(entry, e.key === 'ArrowUp');
    } else if (e.key === 'F2' && entry.kind === 'layer' && !entry.layer.locked) {
      e.preventDefault();
      setRenaming(entry.layer.id);
    }
  };

  const dropAt = (clientY: number): Drag['over'] => {
    const rows = list.current ? Array.from(list.current.querySelectorAll<HTMLElement>('[data-drop-id]')) : [];
    for (const row of rows) {
      const box = row.getBoundingClientRect();
      if (clientY < box.top || clientY > box.bottom) continue;
      const id = row.dataset.dropId ?? '';
      // A group's header stands for the top of the group: dropping there puts the layers above it.
      if (row.dataset.dropGroup) return { id, place: 'above' };
      return { id, place: clientY < box.top + box.height / 2 ? 'above' : 'below' };
    }
    return null;
  };

  const handle = (ids: string[], name: string, locked: boolean) => ({
    onPointerDown: (e: PointerEvent<HTMLButtonElement>) => {
      if (locked || e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture?.(e.pointerId);
      setDrag({ ids, over: null });
    },
    onPointerMove: (e: PointerEvent<HTMLButtonElement>) => {
      if (!drag) return;
      const over = dropAt(e.clientY);
      setDrag({ ...drag, over: over && !drag.ids.includes(over.id) ? over : null });
    },
    onPointerUp: () => {
      const target = drag?.over;
      const moving = drag?.ids ?? [];
      setDrag(null);
      if (target) edit((doc) => moveLayersTo(doc, moving, target.id, target.place));
    },
    onPointerCancel: () => setDrag(null),
    'aria-label': t('arrange_layers_drag', { name }),
    title: t('arrange_layers_drag', { name }),
    disabled: locked,
  });

  const dropClass = (id: string): string => (drag?.over?.id === id ? `is-drop-${drag.over.place}` : '');

  const toggles = (ids: string[], name: string, visible: boolean, locked: boolean) => (
    <>
      <button type="button" className="px-ed-icon-btn px-ly-row__toggle" aria-pressed={!visible} aria-label={t(visible ? 'arrange_layers_hide' : 'arrange_layers_show', { name })} title={t(visible ? 'arrange_layers_hide' : 'arrange_layers_show', { name })} data-testid="designer-layer-visibility" onClick={() => edit((doc) => setLayersVisible(doc, ids, !visible))}>
        {visible ? <EyeIcon /> : <EyeOffIcon />}
      </button>
      <button type="button" className="px-ed-icon-btn px-ly-row__toggle" aria-pressed={locked} aria-label={t(locked ? 'arrange_layers_unlock' : 'arrange_layers_lock', { name })} title={t(locked ? 'arrange_layers_unlock' : 'arrange_layers_lock', { name })} data-testid="designer-layer-lock" onClick={() => edit((doc) => setLayersLocked(doc, ids, !locked))}>
        {locked ? <LockIcon /> : <UnlockIcon />}
      </button>
    </>
  );

  const row = (entry: Entry) => {
    if (entry.kind === 'group') {
      const ids = entry.members.map((l) => l.id);
      const name = t('arrange_layers_group_name');
      const visible = entry.members.some((l) => l.visible);
      const locked = entry.members.some((l) => l.locked);
      const top = entry.members[0]?.id ?? '';
      return (
        <li key={`group-${entry.group}-${top}`} className={`px-dl-row is-group ${ids.every((id) => selected.has(id)) ? 'is-selected' : ''} ${visible ? '' : 'is-hidden'} ${drag?.ids.includes(top) ? 'is-dragging' : ''} ${dropClass(top)}`} data-testid="designer-layer-group" data-group-id={entry.group} data-drop-id={top} data-drop-group="true">
          <button type="button" className="px-dl-row__handle" {...handle(ids, name, locked)}>
            <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={mdiDragVertical} fill="currentColor" />
            </svg>
          </button>
          <span className="px-ly-row__icon">
            <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={mdiFolderOutline} fill="currentColor" />
            </svg>
          </span>
          <button type="button" className="px-ly-row__name" aria-pressed={ids.every((id) => selected.has(id))} aria-label={t('arrange_layers_select_group', { name: entry.members.map((l) => designerLayerName(l, t)).join(', ') })} data-testid="designer-layer-group-select" onClick={(e) => pick(ids, e)} onKeyDown={onKeyDown(entry)}>
            {name} · {entry.members.length}
          </button>
          {toggles(ids, name, visible, locked)}
        </li>
      );
    }
    const { layer, member } = entry;
    const name = designerLayerName(layer, t);
    const Icon = KIND_ICONS[layer.kind];
    const isSelected = selected.has(layer.id);
    const finish = (value: string | null): void => {
      setRenaming(null);
      if (value !== null) edit((doc) => setLayerName(doc, layer.id, value));
    };
    return (
      <li key={layer.id} className={`px-dl-row ${member ? 'is-member' : ''} ${isSelected ? 'is-selected' : ''} ${layer.visible ? '' : 'is-hidden'} ${drag?.ids.includes(layer.id) ? 'is-dragging' : ''} ${dropClass(layer.id)}`} data-testid="designer-layer-row" data-layer-id={layer.id} data-kind={layer.kind} data-group-id={member ? layer.group : undefined} data-drop-id={layer.id}>
        <button type="button" className="px-dl-row__handle" {...handle([layer.id], name, layer.locked)}>
          <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={mdiDragVertical} fill="currentColor" />
          </svg>
        </button>
        <span className="px-ly-row__icon">
          <Icon size={18} />
        </span>
        {renaming === layer.id ? (
          <input
            className="px-field px-ly-row__rename"
            aria-label={t('arrange_layers_name')}
            defaultValue={layer.name || name}
            maxLength={100}
            autoFocus
            data-testid="designer-layer-rename"
            onBlur={(e) => finish(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') finish(e.currentTarget.value);
              else if (e.key === 'Escape') {
                e.stopPropagation();
                finish(null);
              }
            }}
          />
        ) : (
          <button type="button" className="px-ly-row__name" aria-pressed={isSelected} aria-label={t('arrange_layers_select', { name })} title={t('arrange_layers_rename', { name })} data-testid="designer-layer-select" onClick={(e) => pick([layer.id], e)} onDoubleClick={() => !layer.locked && setRenaming(layer.id)} onKeyDown={onKeyDown(entry)}>
            {name}
          </button>
        )}
        {!member && toggles([layer.id], name, layer.visible, layer.locked)}
      </li>
    );
  };

  return (
    <aside className={`px-ly ${expanded ? 'is-expanded' : ''}`} aria-labelledby="px-dl-title" data-testid="designer-layers">
      <div className="px-ly__head">
        <h2 id="px-dl-title">{t('arrange_layers_title')}</h2>
        <button type="button" className="px-ed-icon-btn px-ly__fold" aria-expanded={expanded} aria-controls="px-dl-body" aria-label={t(expanded ? 'arrange_layers_fold_hide' : 'arrange_layers_fold_show')} data-testid="designer-layers-fold" onClick={() => setExpanded(!expanded)}>
          {expanded ? <DownIcon /> : <UpIcon />}
        </button>
      </div>
      <div id="px-dl-body" className="px-ly__body" hidden={!expanded}>
        {entries.length === 0 ? (
          <p className="px-ed-hint">{t('arrange_layers_empty')}</p>
        ) : (
          <ol ref={list} className="px-ly__list" aria-label={t('arrange_layers_list')} data-testid="designer-layers-list">
            {entries.map(row)}
          </ol>
        )}
        <p className="px-ly__hint">{t('arrange_layers_hint')}</p>
      </div>
    </aside>
  );
}
