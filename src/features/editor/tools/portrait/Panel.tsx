// The portrait tools (issue 17): one panel for the portrait enhancer and the portrait relight, which is
// shown is the tool the panel was opened as (editor.ui.tool). Both find the person with a model that runs on
// the device (faces, the person's mask) and do the pixel work in the tools worker (workers/tools/sky).
import { useTranslation } from 'react-i18next';
import { useEditor, useSlice } from '../../EditorContext';
import { targetImageLayer } from '../shared/pixels';
import { EnhanceControls } from './EnhanceControls';
import { RelightControls } from './RelightControls';

export default function Panel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const tool = useSlice(editor.ui, (ui) => ui.tool);
  const hasPicture = useSlice(editor.history, () => targetImageLayer(editor) !== null);
  if (!hasPicture) return <p className="px-ed-muted">{t('tools_open_picture_first')}</p>;
  return tool === 'portrait-relight' ? <RelightControls /> : <EnhanceControls />;
}
