// Perspective correction (issue 17), classical — no model, no AI badge. Two ways to say what is straight:
//   - four corners: drag the corners onto something that should be rectangular (a document, a painting, a
//     facade); "Apply" makes that quad an upright picture of its mean side lengths;
//   - guides: lay two lines along edges that should be vertical (and, with the checkbox, two along edges that
//     should be horizontal); "Apply" makes them so and zooms the picture to fill its frame again.
// The handles are PerspectiveOverlay's (on the canvas); the plan is perspectivePlan.ts; the warp runs in the
// tools worker (workers/tools/perspective). The result replaces the layer's picture in one history step.
// Enter applies, Escape puts the handles back (or cancels a running warp).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomographyError, type HomographyErrorCode } from '../../../../lib/shared/editor/homography';
import type { EditorController } from '../../state/editorController';
import { useEditor, useSlice } from '../../EditorContext';
import { noteToolUse } from '../../state/featureUse';
import { commitWithPicture, layerSourcePixels, loadPicture, swapLayerImage, targetImageLayer } from '../shared/pixels';
import { runToolJob, sendPixels, type Pixels } from '../shared/toolsWorker';
import { useToolKeys } from '../shared/toolKeys';
import { ToolJobStatus, useToolJob } from '../shared/useToolJob';
import { planPerspective, rectifiedDocument, type PerspectivePlan } from './perspectivePlan';
import { isDefaultPlacement, leavePerspective, perspectiveDraft, resetHandles, setPerspectiveLevel, setPerspectiveMode, type PerspectiveMode } from './perspectiveState';
import './perspective.css';

const TOOL = 'perspective';
const MODES: readonly PerspectiveMode[] = ['corners', 'guides'];

/** One undo step: guides keep the picture's size (a plain swap); four corners give it a new size and shape. */
async function commitPerspective(editor: EditorController, layerId: string, pixels: Pixels, plan: PerspectivePlan): Promise<boolean> {
  if (plan.mode === 'guides') return swapLayerImage(editor, layerId, pixels);
  if (!editor.document) return false;
  const kept = await loadPicture(editor, pixels);
  // The document as it is now (not as it was when the warp started): edits made meanwhile stay.
  const doc = editor.document;
  const next = doc ? rectifiedDocument(doc, layerId, kept) : null;
  if (!next) return false;
  commitWithPicture(editor, next, kept);
  return true;
}

export default function Panel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const doc = useSlice(editor.history, (h) => h?.present ?? null);
  // The target layer follows the selection (targetImageLayer reads it): subscribed so a new one re-plans.
  const _selection = useSlice(editor.ui, (ui) => `${ui.selectedLayerId ?? ''}/${ui.editLayerId ?? ''}`);
  const store = perspectiveDraft(editor);
  const draft = useSlice(store, (d) => d);
  const job = useToolJob();
  const { busy, run, cancel } = job;
  const [problem, setProblem] = useState<HomographyErrorCode | null>(null);

  const layer = doc ? targetImageLayer(editor, doc) : null;
  // The new size in four-corner mode, shown as the corners move (planning is a few small solves).
  const preview = useMemo(() => {
    if (!doc || !layer) return null;
    try {
      return planPerspective(doc, layer, draft, editor.engineInfo.maxImageSize);
    } catch {
      return null;
    }
  }, [doc, layer, draft, editor]);

  // A message about the last placement goes once the handles move.
  useEffect(() => setProblem(null), [draft]);

  const apply = useCallback(async (): Promise<void> => {
    const current = editor.document;
    const target = targetImageLayer(editor);
    if (busy || !current || !target) return;
    let plan: PerspectivePlan;
    try {
      plan = planPerspective(current, target, store.get(), editor.engineInfo.maxImageSize);
    } catch (error) {
      // A placement that makes no correction: say why, touch nothing.
      if (error instanceof HomographyError) {
        setProblem(error.code);
        return;
      }
      throw error;
    }
    const done = await run(async (signal, onProgress) => {
      const pixels = await layerSourcePixels(editor, target);
      onProgress(0.05);
      const result = await runToolJob((api, progress) => api.perspective(sendPixels(pixels), plan.map, plan.width, plan.height, progress), { signal, onProgress: (f) => onProgress(0.05 + 0.85 * f) });
      if (signal.aborted) return;
      if (!(await commitPerspective(editor, target.id, result, plan))) throw new Error('layer_gone');
    });
    if (done) {
      // The handles stood on the old picture: they start afresh on the corrected one.
      resetHandles(editor);
      noteToolUse(TOOL);
    }
  }, [busy, editor, run, store]);

  // Keyboard while the tool is open: Enter applies, Escape puts the handles back (or cancels).
  useToolKeys((e) => {
    // Enter on a button presses that button — but a handle is pressed only to be moved, so it applies.
    const onButton = e.target instanceof HTMLButtonElement && !e.target.hasAttribute('data-handle');
    if (e.key === 'Enter' && !onButton && !e.repeat) {
      e.preventDefault();
      void apply();
    } else if (e.key === 'Escape' && (busy || !isDefaultPlacement(store.get()))) {
      // With the handles where they started, Escape is the editor's (it closes the tool).
      e.preventDefault();
      e.stopPropagation();
      if (busy) cancel();
      else resetHandles(editor);
    }
  });

  // Leaving the tool puts the handles back.
  useEffect(() => () => leavePerspective(editor), [editor]);

  if (!doc || !doc.layers.some((l) => l.kind === 'image')) return <p className="px-ed-tool__hint">{t('tools_open_picture_first')}</p>;

  const corners = draft.mode === 'corners';
  return (
    <div className="px-persp-panel" data-testid="perspective-panel">
      <div className="px-persp-modes" role="group" aria-label={t('toolPerspective_mode')}>
        {MODES.map((mode) => (
          <button key={mode} type="button" className="px-ed-chip" aria-pressed={draft.mode === mode} disabled={busy} onClick={() => setPerspectiveMode(editor, mode)} data-testid={`perspective-mode-${mode}`}>
            {t(mode === 'corners' ? 'toolPerspective_mode_corners' : 'toolPerspective_mode_guides')}
          </button>
        ))}
      </div>
      <p className="px-ed-tool__hint">{t(corners ? 'toolPerspective_hint_corners' : 'toolPerspective_hint_guides')}</p>
      {!corners && (
        <label className="px-ed-check">
          <input type="checkbox" checked={draft.level} disabled={busy} onChange={(e) => setPerspectiveLevel(editor, e.currentTarget.checked)} data-testid="perspective-level" />
          <span>{t('toolPerspective_level')}</span>
        </label>
      )}
      {corners && preview && (
        <p className="px-persp-size" data-testid="perspective-size">
          {t('toolPerspective_size', { width: preview.width, height: preview.height })}
        </p>
      )}
      <div className="px-persp-actions">
        <button type="button" className="px-btn" disabled={busy} onClick={() => void apply()} data-testid="perspective-apply">
          {t('toolPerspective_apply')}
        </button>
        <button type="button" className="px-btn px-btn--secondary" disabled={busy || isDefaultPlacement(draft)} onClick={() => resetHandles(editor)} data-testid="perspective-reset">
          {t('toolPerspective_reset')}
        </button>
      </div>
      {problem && (
        <p className="px-ed-tool__error" role="alert" data-testid="perspective-problem">
          {t(`toolPerspective_error_${problem}`)}
        </p>
      )}
      <ToolJobStatus job={job} />
      <p id="px-persp-keys" className="px-persp-keys">
        {t('toolPerspective_keys')}
      </p>
    </div>
  );
}
