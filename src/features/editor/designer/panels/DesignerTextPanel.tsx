// The designer's Text panel: "Add a heading / subheading / body text / bulleted list", then the editor's
// Text panel as it is (font picker with every shipped family by category, loaded on demand; styles), which
// for a design also shows the text box, curve and list controls (panels/text/DesignerTextControls.tsx).
import { useTranslation } from 'react-i18next';
import { useEditor } from '../../EditorContext';
import { TextPanel } from '../../panels/TextPanel';
import { addAndSelect } from './designCommit';
import { addTextPreset, TEXT_PRESETS, type PresetTexts, type TextPreset } from './designEdits';

const PRESET_STYLE: Readonly<Record<TextPreset, string>> = { heading: 'px-dz-preset--heading', subheading: 'px-dz-preset--subheading', body: 'px-dz-preset--body', list: 'px-dz-preset--body' };

export function DesignerTextPanel() {
  const { t } = useTranslation('designerPanels');
  const editor = useEditor();
  const texts: PresetTexts = { heading: t('dp_text_heading_sample'), subheading: t('dp_text_subheading_sample'), body: t('dp_text_body_sample'), list: t('dp_text_list_sample') };
  return (
    <>
      <div className="px-ed-panel__body px-dz-presets" role="group" aria-label={t('dp_text_presets')}>
        {TEXT_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`px-dz-preset ${PRESET_STYLE[preset]}`}
            data-testid={`designer-add-${preset}`}
            onClick={() => {
              const id = addAndSelect(editor, (doc) => addTextPreset(doc, preset, texts));
              if (id) editor.focusText(id);
            }}
          >
            {t(`dp_add_${preset}`)}
          </button>
        ))}
      </div>
      <TextPanel />
    </>
  );
}
