// The tool rail (Tools, Transform, Adjust, Effects, Artsy, Retouch, Text) and the open panel beside it; under 801 px the
// rail is a bar at the bottom and the panel a sheet above it. Leaving a panel ends what was going on in it
// (an unapplied crop box, the look being chosen).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_LABEL_KEYS, TOOL_CATEGORIES } from '../../../lib/shared/editor/tools';
import { useEditor, useSlice } from '../EditorContext';
import type { EditorController } from '../state/editorController';
import { isCollagePanel, isDesignerPanel, type EditorPanel, type PhotoPanel } from '../state/uiState';
import { SelectPanel } from './select/SelectPanel';
import { AdjustIcon, ArtsyIcon, BrushIcon, EffectsIcon, SelectIcon, TextIcon, ToolsIcon, TransformIcon } from '../shell/icons';
import { ToolsPanel } from '../tools/ToolsPanel';
import { PanelHeader } from '../../../app/ui/PanelHeader';
import { AdjustPanel } from './AdjustPanel';
import { BrushPanel } from './brush/BrushPanel';
import { GeometryPanel } from './GeometryPanel';
import { LooksPanel } from './LooksPanel';
import { TextPanel } from './TextPanel';

const ICONS: Record<PhotoPanel, typeof AdjustIcon> = { tools: ToolsIcon, geometry: TransformIcon, adjust: AdjustIcon, effect: EffectsIcon, artsy: ArtsyIcon, retouch: BrushIcon, text: TextIcon, select: SelectIcon };
/** The rail: the tool categories, then the selection tool. */
const PANELS: readonly PhotoPanel[] = [...TOOL_CATEGORIES, 'select'];
const panelLabelKey = (panel: PhotoPanel): string => (panel === 'select' ? 'masks_select_panel' : CATEGORY_LABEL_KEYS[panel]);

export function openCategory(editor: EditorController, category: EditorPanel | null, tool: string | null = null): void {
  editor.seal();
  editor.setUi((ui) => ({
    category,
    tool,
    crop: category === 'geometry' && ui.category === 'geometry' ? ui.crop : null,
    lookId: category === ui.category ? ui.lookId : null,
    selectedLayerId: category === 'text' || category === null ? ui.selectedLayerId : ui.selectedLayerId,
  }));
}

export function ToolRail() {
  const { t } = useTranslation();
  const editor = useEditor();
  const current = useSlice(editor.ui, (ui) => ui.category);
  return (
    <nav className="px-ed-rail" aria-label={t('eui_tools')}>
      {PANELS.map((category) => {
        const Icon = ICONS[category];
        const active = current === category;
        return (
          <button
            key={category}
            type="button"
            className={`px-ed-rail__btn ${active ? 'is-active' : ''}`}
            aria-pressed={active}
            aria-controls="px-ed-panel"
            data-testid={`rail-${category}`}
            onClick={() => openCategory(editor, active ? null : category)}
          >
            <Icon size={22} />
            <span>{t(panelLabelKey(category))}</span>
          </button>
        );
      })}
    </nav>
  );
}

export function ToolPanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const category = useSlice(editor.ui, (ui) => ui.category);
  const focus = useSlice(editor.toolFocus, (f) => f);
  const panel = useRef<HTMLDivElement>(null);

  // A deep link or the search named a tool: show its controls and put the keyboard there.
  useEffect(() => {
    if (!focus) return;
    const frame = requestAnimationFrame(() => {
      const section = panel.current?.querySelector<HTMLElement>(`[data-tool="${CSS.escape(focus.tool)}"]`);
      if (!section) return;
      section.scrollIntoView?.({ block: 'nearest' });
      section.querySelector<HTMLElement>('input, button, select, textarea')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [focus, category]);

  // The collage maker's and the designer's panels are their own (collage/, designer/).
  if (!category || isCollagePanel(category) || isDesignerPanel(category)) return null;
  return (
    <aside className="px-ed-panel" id="px-ed-panel" ref={panel} aria-label={t(panelLabelKey(category))} data-testid="tool-panel" data-category={category}>
      <PanelHeader
        className="px-ed-panel__head"
        title={t(panelLabelKey(category))}
        buttons={[{ name: 'close', label: t('eui_close_panel'), className: 'px-ed-icon-btn px-ed-panel__close' }]}
        onEvent={(event) => {
          if (event === 'panel_close') openCategory(editor, null);
        }}
      />
      {category === 'geometry' && <GeometryPanel />}
      {category === 'adjust' && <AdjustPanel />}
      {category === 'effect' && <LooksPanel key="effect" category="effect" />}
      {category === 'artsy' && <LooksPanel key="artsy" category="artsy" />}
      {category === 'retouch' && <BrushPanel />}
      {category === 'text' && <TextPanel />}
      {category === 'select' && <SelectPanel />}
      {category === 'tools' && <ToolsPanel />}
    </aside>
  );
}
