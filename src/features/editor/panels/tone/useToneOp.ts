// One tone operation's parameters and their edit: the first change adds the step, later ones edit it
// wherever it is (like the Adjust sliders). Edits with the same merge key (one drag, one run of arrow
// keys) are one undo step; the Slider and the curve editor seal the step when the gesture ends.
import { useEditor } from '../../EditorContext';
import { adjustmentParams, setAdjustment } from '../../state/actions';
import { noteToolUse } from '../../state/featureUse';
import { operationSpec } from '../../../../lib/shared/editor/catalogue';
import type { OperationParams } from '../../../../lib/shared/editor/types';
import { commitTarget, targetDocument, useTargetDocument } from '../../state/operationsTarget';

export interface ToneOp {
  params: OperationParams;
  set(patch: OperationParams, mergeKey: string): void;
}

export function useToneOp(type: string): ToneOp {
  const editor = useEditor();
  const doc = useTargetDocument();
  const params = doc ? adjustmentParams(doc, type) : {};
  return {
    params,
    set(patch, mergeKey) {
      const current = targetDocument(editor);
      if (!current) return;
      commitTarget(editor, setAdjustment(current, type, patch).document, `tone:${type}:${mergeKey}`);
      if (editor.ui.get().tool !== type) editor.setUi({ tool: type });
      noteToolUse(operationSpec(type)?.deepLink ?? type);
    },
  };
}
