// A create-route deep link names a tool (create/crop, create/glitch-art, create/oil-painting …): the
// editor opens its panel at once and, when a picture is open, starts it — the crop box, the look applied
// at its default amount (removable in one click), the slider or button focused.
import { toolForDeepLink, type ToolSpec } from '../../../lib/shared/editor/tools';
import { operationSpec } from '../../../lib/shared/editor/catalogue';
import { defaultParams } from '../../../lib/shared/editor/params';
import { chooseLook, setAdjustment } from '../state/actions';
import type { EditorController } from '../state/editorController';
import { noteToolUse } from '../state/featureUse';

export function deepLinkTool(type: string | null): ToolSpec | null {
  return type ? toolForDeepLink(type) ?? null : null;
}

/** An adjustment whose default amount changes the picture (the others start neutral, at 0). */
function appliesOnOpen(type: string): boolean {
  const amount = operationSpec(type)?.params.amount;
  return amount?.kind === 'number' && amount.default !== 0;
}

/** Shows the tool's panel (before a picture is open too). */
export function showDeepLinkTool(editor: EditorController, tool: ToolSpec): void {
  editor.setUi({ category: tool.category, tool: tool.id });
}

/** With a picture open: starts the tool. */
export function startDeepLinkTool(editor: EditorController, tool: ToolSpec): void {
  const doc = editor.document;
  if (!doc) return;
  if (tool.id === 'crop') {
    editor.setUi({ category: 'geometry', tool: 'crop', crop: editor.cropDraftFor(doc) });
  } else if (tool.category === 'effect' || tool.category === 'artsy') {
    const edited = chooseLook(doc, tool.id);
    editor.commit(edited.document);
    editor.seal();
    editor.setUi({ category: tool.category, tool: tool.id, lookId: edited.id });
    noteToolUse(tool.deepLink);
  } else if (tool.category === 'adjust' && appliesOnOpen(tool.id)) {
    // An adjustment that is on at its default (perfect skin) is applied, as a look is.
    editor.commit(setAdjustment(doc, tool.id, defaultParams(tool.id)).document);
    editor.seal();
    editor.setUi({ category: tool.category, tool: tool.id });
    noteToolUse(tool.deepLink);
  } else {
    editor.setUi({ category: tool.category, tool: tool.id });
  }
  editor.focusTool(tool.id);
}
