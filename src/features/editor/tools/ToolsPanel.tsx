// The rail's "Tools" panel (issue 17): the special tools as a list — each with its AI badge where a model runs
// on the device — and, once one is chosen (ui.tool), that tool's own panel with a way back to the list.
import { createElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SPECIAL_TOOLS, specialTool } from '../../../lib/shared/editor/specialTools';
import { useEditor, useSlice } from '../EditorContext';
import { BackIcon } from '../shell/icons';
import { TOOL_PANELS } from './registry';
import './tools.css';

export function ToolsPanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const toolId = useSlice(editor.ui, (ui) => ui.tool);
  const tool = toolId ? specialTool(toolId) : undefined;
  const Panel = tool ? TOOL_PANELS.get(tool.id) : undefined;

  if (tool && Panel) {
    return (
      <section className="px-ed-tool" data-tool={tool.id} data-testid={`tool-${tool.id}`}>
        <div className="px-ed-tool__head">
          <button type="button" className="px-ed-icon-btn" onClick={() => editor.setUi({ tool: null })} aria-label={t('tools_back')} title={t('tools_back')}>
            <BackIcon size={18} />
          </button>
          <h3>{t(tool.labelKey)}</h3>
          {tool.ai && <span className="px-ed-tool__ai">{t('tools_ai_badge')}</span>}
        </div>
        <Suspense fallback={<div className="px-ed-tool__loading" role="status" aria-busy="true" />}>
          {/* The registry's panels are module-level lazy components: the same one every render. */}
          {createElement(Panel)}
        </Suspense>
      </section>
    );
  }

  return (
    <ul className="px-ed-tools" aria-label={t('tools_pick')}>
      {SPECIAL_TOOLS.map((item) => (
        <li key={item.id}>
          <button type="button" className="px-ed-tools__item" data-testid={`tools-pick-${item.id}`} onClick={() => editor.setUi({ tool: item.id })}>
            <span>{t(item.labelKey)}</span>
            {item.ai && <span className="px-ed-tool__ai">{t('tools_ai_badge')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
