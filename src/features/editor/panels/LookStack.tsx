// The looks applied to the picture, in the order they render (first applied at the top): each with its
// strength (one drag = one undo step), buttons to move it earlier or later (Alt+↑/↓ on the item too), and
// remove. Choosing an item selects it, so its own settings show above the grid.
import { useTranslation } from 'react-i18next';
import { operationSpec } from '../../../lib/shared/editor/catalogue';
import { updateOperation } from '../../../lib/shared/editor/edits';
import { numberParam } from '../../../lib/shared/editor/params';
import { useEditor, useSlice } from '../EditorContext';
import { lookStack, moveLook, removeStep } from '../state/actions';
import { TrashIcon } from '../shell/icons';
import { Slider } from './Slider';
import './tone/tone.css';
import { commitTarget, targetDocument, useTargetDocument } from '../state/operationsTarget';

export function LookStack({ types }: { types: readonly string[] }) {
  const { t } = useTranslation('editorTone');
  const editor = useEditor();
  // The document is selected (a stable object), the list derived: a fresh array from the selector would loop.
  const doc = useTargetDocument();
  const stack = doc ? lookStack(doc, types) : [];
  const selected = useSlice(editor.ui, (ui) => ui.lookId);

  const move = (id: string, direction: 1 | -1): void => {
    const doc = targetDocument(editor);
    if (!doc) return;
    editor.seal();
    commitTarget(editor, moveLook(doc, id, direction, types));
    editor.seal();
  };
  const remove = (id: string): void => {
    const doc = targetDocument(editor);
    if (!doc) return;
    editor.seal();
    commitTarget(editor, removeStep(doc, id));
    editor.seal();
    if (editor.ui.get().lookId === id) editor.setUi({ lookId: null, tool: null });
  };

  if (stack.length === 0) return <p className="px-ed-muted" data-testid="look-stack-empty">{t('tone_looks_empty')}</p>;
  return (
    <section className="px-ed-look-stack" aria-labelledby="px-ed-look-stack-title">
      <h3 className="px-ed-section__title" id="px-ed-look-stack-title">
        {t('tone_looks_applied')}
      </h3>
      <ol className="px-ed-look-stack__list" data-testid="look-stack">
        {stack.map((op, index) => {
          const name = t(operationSpec(op.type)?.labelKey ?? op.type);
          return (
            <li
              key={op.id}
              className={`px-ed-look-stack__item ${selected === op.id ? 'is-current' : ''}`}
              data-testid="look-stack-item"
              data-look={op.type}
              onKeyDown={(e) => {
                if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
                e.preventDefault();
                move(op.id, e.key === 'ArrowUp' ? -1 : 1);
              }}
            >
              <div className="px-ed-look-stack__head">
                <button type="button" className="px-btn px-btn--ghost px-btn--small px-ed-look-stack__name" aria-pressed={selected === op.id} onClick={() => editor.setUi({ lookId: op.id, tool: op.type })}>
                  {name}
                </button>
                <button type="button" className="px-ed-icon-btn" aria-label={t('tone_look_earlier', { name })} title={t('tone_look_earlier', { name })} disabled={index === 0} onClick={() => move(op.id, -1)} data-testid="look-stack-up">
                  ↑
                </button>
                <button type="button" className="px-ed-icon-btn" aria-label={t('tone_look_later', { name })} title={t('tone_look_later', { name })} disabled={index === stack.length - 1} onClick={() => move(op.id, 1)} data-testid="look-stack-down">
                  ↓
                </button>
                <button type="button" className="px-ed-icon-btn" aria-label={t('tone_look_remove', { name })} title={t('tone_look_remove', { name })} onClick={() => remove(op.id)} data-testid="look-stack-remove">
                  <TrashIcon size={16} />
                </button>
              </div>
              <Slider
                testId="look-strength"
                label={t('tone_look_strength', { name })}
                value={numberParam(op.params, 'amount', 100)}
                min={0}
                max={100}
                step={1}
                format={(v) => `${Math.round(v)} %`}
                onChange={(v) => {
                  const doc = targetDocument(editor);
                  if (doc) commitTarget(editor, updateOperation(doc, op.id, { amount: v }), `look:${op.id}:amount`);
                }}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
