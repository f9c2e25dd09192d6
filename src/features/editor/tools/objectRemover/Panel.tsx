// The object remover (issue 17, Plus): paint over the object on the picture (RemoverOverlay), then "Remove"
// fills the painted area from the rest of the photo (content-aware fill in the tools worker) and swaps the
// result into the photo's layer as one undo step. [ and ] change the brush size, Enter removes, Escape
// clears the painting (or cancels a running fill).
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlusTool } from '../../../../lib/shared/features';
import { allowPlusFeature } from '../../../messages';
import { useEditor, useSlice } from '../../EditorContext';
import { steppedSize } from '../../panels/brush/brushState';
import { Slider } from '../../panels/Slider';
import { noteToolUse } from '../../state/featureUse';
import { layerSourcePixels, swapLayerImage, targetImageLayer } from '../shared/pixels';
import { runToolJob, sendPixels } from '../shared/toolsWorker';
import { useToolKeys } from '../shared/toolKeys';
import { ToolJobStatus, useToolJob } from '../shared/useToolJob';
import { REMOVER_SIZE, clearRemoverStrokes, removerPaint, setRemoverSize } from './removerState';
import { strokesMask, viewToLayerMap } from './strokeMask';
import './objectRemover.css';

const TOOL = 'object-remover';

export default function Panel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const hasPicture = useSlice(editor.history, (h) => h !== null && h.present.layers.some((l) => l.kind === 'image'));
  const store = removerPaint(editor);
  const strokes = useSlice(store, (p) => p.strokes);
  const size = useSlice(store, (p) => p.size);
  const job = useToolJob();
  const { busy, run, cancel } = job;

  const remove = useCallback(async (): Promise<void> => {
    const painted = store.get().strokes;
    const doc = editor.document;
    const layer = targetImageLayer(editor);
    if (busy || painted.length === 0 || !doc || !layer) return;
    // A Plus tool: anyone else gets its teaser instead.
    if (isPlusTool(TOOL) && !allowPlusFeature(TOOL)) return;
    const done = await run(async (signal, onProgress) => {
      const pixels = await layerSourcePixels(editor, layer);
      const mask = strokesMask(painted, viewToLayerMap(doc, layer), pixels.width, pixels.height);
      const result = await runToolJob((api, progress) => api.inpaint(sendPixels(pixels), sendPixels(mask), progress), { signal, onProgress });
      if (signal.aborted) return;
      if (!(await swapLayerImage(editor, layer.id, result))) throw new Error('layer_gone');
    });
    if (done) {
      // Only the strokes this fill used: any painted meanwhile stay for the next one.
      store.set((p) => ({ ...p, strokes: p.strokes.filter((s) => !painted.includes(s)) }));
      noteToolUse(TOOL);
    }
  }, [busy, editor, run, store]);

  // Keyboard while the tool is open: [ ] size, Enter removes, Escape clears (or cancels). With nothing
  // painted and nothing running, Escape is the editor's (it closes the tool).
  useToolKeys((e) => {
    if (e.key === '[' || e.key === ']') {
      e.preventDefault();
      setRemoverSize(editor, steppedSize(store.get().size, e.key === ']' ? 1 : -1));
    } else if (e.key === 'Enter' && !(e.target instanceof HTMLButtonElement) && store.get().strokes.length > 0) {
      // (Enter on a button presses that button.)
      e.preventDefault();
      void remove();
    } else if (e.key === 'Escape' && (busy || store.get().strokes.length > 0)) {
      e.preventDefault();
      if (busy) cancel();
      else clearRemoverStrokes(editor);
    }
  });

  // Leaving the tool drops what was painted.
  useEffect(() => () => clearRemoverStrokes(editor), [editor]);

  if (!hasPicture) return <p className="px-ed-tool__hint">{t('tools_open_picture_first')}</p>;

  return (
    <div className="px-inpaint-panel" data-testid="object-remover-panel">
      <p className="px-ed-tool__hint">{t('toolInpaint_hint')}</p>
      <Slider testId="remover-size" label={t('toolInpaint_size')} value={size} min={REMOVER_SIZE[0]} max={REMOVER_SIZE[1]} step={1} format={(v) => `${Math.round(v)} px`} onChange={(v) => setRemoverSize(editor, v)} />
      <div className="px-inpaint-actions">
        <button type="button" className="px-btn" disabled={busy || strokes.length === 0} onClick={() => void remove()} data-testid="remover-apply">
          {t('toolInpaint_remove')}
        </button>
        <button type="button" className="px-btn px-btn--secondary" disabled={busy || strokes.length === 0} onClick={() => clearRemoverStrokes(editor)} data-testid="remover-clear">
          {t('toolInpaint_clear')}
        </button>
      </div>
      <ToolJobStatus job={job} />
      <p className="px-inpaint-keys">{t('toolInpaint_keys')}</p>
    </div>
  );
}
