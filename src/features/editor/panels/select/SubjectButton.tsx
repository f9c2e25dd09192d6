// The Select panel's "Select subject" (issue 17): the on-device subject model finds the person or main
// subject of the photo layer, and its outline becomes the selection (subjectOutline.ts), combined with what
// is already selected by the panel's mode. Progress and cancel while the model runs; a clear note when it
// finds nothing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../../EditorContext';
import { layerSourcePixels, targetImageLayer } from '../../tools/shared/pixels';
import { runToolJob, sendPixels } from '../../tools/shared/toolsWorker';
import { ToolJobStatus, useToolJob } from '../../tools/shared/useToolJob';
import { subjectSelectionParts } from './subjectOutline';

export function SubjectButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('editorMasks');
  const editor = useEditor();
  const job = useToolJob();
  const [empty, setEmpty] = useState(false);

  const select = (): void => {
    const layer = targetImageLayer(editor);
    if (!layer) return;
    setEmpty(false);
    void job.run(async (signal, onProgress) => {
      const pixels = await layerSourcePixels(editor, layer);
      const coverage = await runToolJob((api, progress) => api.segmentSubject(sendPixels(pixels), progress), { signal, onProgress });
      if (signal.aborted) return;
      const parts = subjectSelectionParts(coverage, layer);
      if (parts.length === 0) {
        setEmpty(true);
        return;
      }
      editor.setUi((ui) => {
        const current = ui.selection;
        if (!current || current.parts.length === 0) return { selection: { parts, feather: current?.feather ?? 0 } };
        // Combined with the selection so far by the panel's mode: the first part of the subject takes the mode.
        const [first, ...rest] = parts;
        const combined = [...current.parts, { ...first!, mode: ui.select.mode }, ...rest];
        return { selection: { ...current, parts: combined } };
      });
    });
  };

  return (
    <div className="px-sel-subject">
      <button type="button" className="px-btn px-btn--secondary px-btn--small" data-testid="select-subject" disabled={disabled || job.busy} onClick={select}>
        {t('masks_select_subject')} <span className="px-ed-tool__ai">{t('tools_ai_badge', { ns: 'editorTools' })}</span>
      </button>
      <ToolJobStatus job={job} />
      {empty && <p className="px-ed-hint" role="status">{t('masks_select_subject_none')}</p>}
    </div>
  );
}
