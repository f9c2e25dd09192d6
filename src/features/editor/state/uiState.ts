// The editor's UI state the preview and the panels depend on: the open panel and tool, the selection,
// compare, zoom and pan, the crop box being edited, a drag going on; and the one-shot focus requests.
import type { CropRatio } from '../../../lib/shared/editor/catalogue';
import { DEFAULT_FUZZINESS, DEFAULT_WAND_TOLERANCE, type CombineMode, type Selection } from '../../../lib/shared/editor/masks';
import type { ToolCategory } from '../../../lib/shared/editor/tools';
import type { EditorDocument } from '../../../lib/shared/editor/types';
import { createStore, type Store } from '../../../lib/store';
import { cropBase } from './actions';
import type { CropRect } from './cropMath';
import { FIT, type ViewPosition } from './viewMath';

export interface CropDraft {
  /** The crop step being edited, or null for a new one. */
  editId: string | null;
  /** The picture entering the crop (what the crop tool shows). */
  base: EditorDocument;
  rect: CropRect;
  ratio: CropRatio;
}

/** The collage maker's own panels (its rail also has Text, the editor's). */
export const COLLAGE_PANELS = ['layout', 'photos', 'canvas'] as const;
export type CollagePanel = (typeof COLLAGE_PANELS)[number];
/** The designer's own panels (issue 16); its rail also has Text, and a photo's Adjust / Effects / Artsy while one is edited. */
export const DESIGNER_PANELS = ['templates', 'elements', 'uploads', 'background', 'arrange'] as const;
export type DesignerPanel = (typeof DESIGNER_PANELS)[number];
/** The photo editor's rail: the tool categories and the selection tool. */
export type PhotoPanel = ToolCategory | 'select';
/** The rail's panels: the photo editor's, the collage maker's or the designer's. */
export type EditorPanel = PhotoPanel | CollagePanel | DesignerPanel;

export function isDesignerPanel(panel: EditorPanel | null): panel is DesignerPanel {
  return panel !== null && (DESIGNER_PANELS as readonly string[]).includes(panel);
}

export function isCollagePanel(panel: EditorPanel | null): panel is CollagePanel {
  return panel === 'layout' || panel === 'photos' || panel === 'canvas';
}

export const SELECT_TOOLS = ['rectangle', 'ellipse', 'lasso', 'polygon', 'wand', 'colourRange'] as const;
export type SelectTool = (typeof SELECT_TOOLS)[number];

/** The selection tool's settings: which shape it draws and how a new part combines with the selection. */
export interface SelectSettings {
  tool: SelectTool;
  mode: CombineMode;
  tolerance: number;
  contiguous: boolean;
  fuzziness: number;
}

export interface EditorUi {
  /** The open panel; null when none is open (the mobile sheet closed). */
  category: EditorPanel | null;
  /** The tool inside the panel the user is on (crop, straighten, an adjustment, a look…). */
  tool: string | null;
  selectedLayerId: string | null;
  /**
   * The designer's selection (issue 16): every selected layer, in the order they were picked (a group's
   * members all). `selectedLayerId` is its last one (the panels' subject); outside the designer it is
   * [selectedLayerId] or []. Set both through `selectLayers` (state/selection.ts).
   */
  selectedIds: readonly string[];
  compare: boolean;
  comparePosition: number;
  position: ViewPosition;
  /** A drag is going on: preview at reduced resolution. */
  interactive: boolean;
  crop: CropDraft | null;
  /** The look chosen in this visit of the effects or artsy panel (a new choice replaces it). */
  lookId: string | null;
  /** The selection on the canvas (document pixels), not part of the document until it becomes a mask. */
  selection: Selection | null;
  select: SelectSettings;
  /** Painting the mask of a layer on the canvas: reveal or hide, with this brush. */
  maskPaint: MaskPaint | null;
  /**
   * A collage cell's photo being edited with the Adjust, Effects and Artsy panels: they then read and write
   * that image layer's own operations instead of the document's (state/operationsTarget.ts).
   */
  editLayerId: string | null;
}

export interface MaskPaint {
  layerId: string;
  reveal: boolean;
  /** Brush diameter in document pixels. */
  size: number;
  hardness: number;
}

export const INITIAL_UI: EditorUi = {
  category: 'geometry',
  tool: null,
  selectedLayerId: null,
  selectedIds: [],
  compare: false,
  comparePosition: 0.5,
  position: FIT,
  interactive: false,
  crop: null,
  lookId: null,
  selection: null,
  select: { tool: 'rectangle', mode: 'add', tolerance: DEFAULT_WAND_TOLERANCE, contiguous: true, fuzziness: DEFAULT_FUZZINESS },
  maskPaint: null,
  editLayerId: null,
};

export function cropDraftFor(doc: EditorDocument, previous?: Pick<CropDraft, 'rect' | 'ratio'>): CropDraft {
  const { base, editId, params } = cropBase(doc);
  const rect = previous?.rect ?? { x: Number(params.x), y: Number(params.y), width: Number(params.width), height: Number(params.height) };
  const ratio = (previous?.ratio ?? params.ratio) as CropRatio;
  return { editId, base, rect, ratio };
}

export class UiState {
  readonly store: Store<EditorUi> = createStore<EditorUi>(INITIAL_UI);
  /** The text whose field should take the keyboard focus (after adding it, a double-click); taken once. */
  readonly textFocus: Store<string | null> = createStore<string | null>(null);
  /** Bumped with a tool id to scroll its controls into view and focus them (deep links, search). */
  readonly toolFocus: Store<{ tool: string; nonce: number } | null> = createStore<{ tool: string; nonce: number } | null>(null);

  set(patch: Partial<EditorUi> | ((ui: EditorUi) => Partial<EditorUi>)): void {
    this.store.set((ui) => {
      const change = typeof patch === 'function' ? patch(ui) : patch;
      // A change of the one selected layer alone keeps the designer's list in step: cleared with it, or
      // narrowed to it unless it is already part of the list.
      if ('selectedLayerId' in change && !('selectedIds' in change)) {
        const id = change.selectedLayerId ?? null;
        return { ...ui, ...change, selectedIds: id === null ? [] : ui.selectedIds.includes(id) ? ui.selectedIds : [id] };
      }
      return { ...ui, ...change };
    });
  }

  /** A new document: everything back to the start, but the open panel stays open. */
  reset(): void {
    this.store.set((ui) => ({ ...INITIAL_UI, category: ui.category ?? INITIAL_UI.category }));
  }

  clear(): void {
    this.store.set(INITIAL_UI);
  }

  /** After undo or redo the open crop starts again from the document, a vanished selection is dropped. */
  followDocument(doc: EditorDocument): void {
    this.store.set((ui) => {
      const selected = ui.selectedLayerId && doc.layers.some((l) => l.id === ui.selectedLayerId) ? ui.selectedLayerId : null;
      const selectedIds = ui.selectedIds.filter((id) => doc.layers.some((l) => l.id === id));
      const lookId = ui.lookId && doc.operations.some((op) => op.id === ui.lookId) ? ui.lookId : null;
      const crop = ui.crop ? cropDraftFor(doc, ui.crop) : null;
      const paint = ui.maskPaint;
      const maskPaint = paint && doc.layers.some((l) => l.id === paint.layerId && l.mask) ? paint : null;
      return { ...ui, selectedLayerId: selected, selectedIds: selectedIds.length === ui.selectedIds.length ? ui.selectedIds : selectedIds, lookId, crop, maskPaint };
    });
  }

  focusText(layerId: string): void {
    this.textFocus.set(layerId);
  }

  focusTool(tool: string): void {
    this.toolFocus.set((f) => ({ tool, nonce: (f?.nonce ?? 0) + 1 }));
  }
}
