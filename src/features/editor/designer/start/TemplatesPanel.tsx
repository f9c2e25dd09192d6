// The Templates panel of an open design: the start screen's browser, on the design's own format. Choosing
// a template asks first (unless the design is still empty), then replaces the design as one undo step.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notifications/notifications';
import { formatById } from '../../../../lib/shared/designer/formats';
import type { TemplateSummary } from '../../../../lib/shared/designer/templates';
import { useEditor, useSlice } from '../../EditorContext';
import { applyTemplate, prepareTemplate, templateProblemMessage } from '../useDesignerStart';
import { useDesignerHost } from './designerHost';
import { ReplaceDesignDialog } from './ReplaceDesignDialog';
import { ALL_CATEGORY } from './templateSearch';
import { TemplateBrowser } from './TemplateBrowser';
import './start.css';

export function TemplatesPanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const host = useDesignerHost();
  const format = useSlice(editor.history, (h) => h?.present.designer?.format ?? null);
  const templateId = useSlice(editor.history, (h) => h?.present.designer?.templateId ?? null);
  const [asking, setAsking] = useState<TemplateSummary | null>(null);
  const [busy, setBusy] = useState(false);

  const replace = async (template: TemplateSummary): Promise<void> => {
    setBusy(true);
    try {
      const prepared = await prepareTemplate(editor, template.id);
      applyTemplate(editor, prepared, host.addAsset);
    } catch (error) {
      notify({ message: templateProblemMessage(error, t), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const choose = (template: TemplateSummary): void => {
    if ((editor.document?.layers.length ?? 0) === 0) void replace(template);
    else setAsking(template);
  };

  return (
    <div className="px-ds-panel" aria-busy={busy}>
      <TemplateBrowser compact initialCategory={format && formatById(format) ? format : ALL_CATEGORY} current={templateId} disabled={busy} onChoose={choose} />
      {busy && (
        <p className="px-ed-hint" role="status" data-testid="designer-template-applying">
          <span className="px-spinner px-spinner--small" />
          {t('designer_start_applying')}
        </p>
      )}
      {asking && (
        <ReplaceDesignDialog
          thumbnail={asking.thumbnail}
          onAnswer={(yes) => {
            const template = asking;
            setAsking(null);
            if (yes) void replace(template);
          }}
        />
      )}
    </div>
  );
}
