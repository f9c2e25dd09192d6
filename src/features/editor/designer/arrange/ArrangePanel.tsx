// The designer's Arrange panel (issue 16): align the selection (to itself or to the page), distribute it,
// group and ungroup, z-order, duplicate, delete, copy and paste, lock and hide. Every button is one undo
// step; one that cannot act now says why in its tooltip.
import { mdiAlignHorizontalCenter, mdiAlignHorizontalLeft, mdiAlignHorizontalRight, mdiAlignVerticalBottom, mdiAlignVerticalCenter, mdiAlignVerticalTop, mdiArrangeBringForward, mdiArrangeBringToFront, mdiArrangeSendBackward, mdiArrangeSendToBack, mdiContentCopy, mdiContentDuplicate, mdiContentPaste, mdiDeleteOutline, mdiDistributeHorizontalCenter, mdiDistributeVerticalCenter, mdiEyeOffOutline, mdiEyeOutline, mdiGroup, mdiLockOpenVariantOutline, mdiLockOutline, mdiUngroup } from '@mdi/js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expandToGroups } from '../../../../lib/shared/designer/boxes';
import { unitsOf, type AlignEdge, type AlignTarget, type OrderMove } from '../../../../lib/shared/designer/arrange';
import { useEditor, useSlice } from '../../EditorContext';
import { shortcutKeys } from '../../state/shortcuts';
import { selectedIdsOf } from '../../state/selection';
import { ArrangeButton } from './ArrangeButton';
import { planArrange, runArrange, type ArrangeCommand } from './arrangeActions';
import { clipboardCopies, copyLayers, hasCopiedLayers, pasteCopiedLayers } from './clipboardActions';
import { markSystemClipboard } from './useDesignerKeys';
import './arrange.css';

const ALIGN_ICONS: ReadonlyArray<readonly [AlignEdge, string]> = [
  ['left', mdiAlignHorizontalLeft],
  ['center', mdiAlignHorizontalCenter],
  ['right', mdiAlignHorizontalRight],
  ['top', mdiAlignVerticalTop],
  ['middle', mdiAlignVerticalCenter],
  ['bottom', mdiAlignVerticalBottom],
];

const ORDER_BUTTONS: ReadonlyArray<readonly [OrderMove, string, string, boolean]> = [
  ['forward', mdiArrangeBringForward, ']', false],
  ['backward', mdiArrangeSendBackward, '[', false],
  ['front', mdiArrangeBringToFront, ']', true],
  ['back', mdiArrangeSendToBack, '[', true],
];

export function ArrangePanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const doc = useSlice(editor.history, (h) => h?.present ?? null);
  const selectedIds = useSlice(editor.ui, (ui) => ui.selectedIds);
  const selectedLayerId = useSlice(editor.ui, (ui) => ui.selectedLayerId);
  const measured = useSlice(editor.boxes, (b) => b);
  const ids = useMemo(() => selectedIdsOf({ selectedIds, selectedLayerId }), [selectedIds, selectedLayerId]);
  const [target, setTarget] = useState<AlignTarget>('selection');
  const [canPaste, setCanPaste] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const copies = useSlice(clipboardCopies, (n) => n);

  useEffect(() => {
    let live = true;
    hasCopiedLayers().then(
      (has) => live && setCanPaste(has),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [copies]);

  if (!doc) return null;
  const units = unitsOf(doc, ids);
  // One thing selected lines up with the page: there is nothing else to line up with.
  const relativeTo: AlignTarget = units.length < 2 ? 'canvas' : target;
  const why = (command: ArrangeCommand): string | null => {
    const reason = planArrange(doc, ids, measured, command).reason;
    return reason === null ? null : t(reason);
  };
  const run = (command: ArrangeCommand): void => {
    setNotice(null);
    runArrange(editor, command);
  };
  const keys = (key: string, shift = false): string => shortcutKeys(key, shift);
  const withKeys = (label: string, shortcut: string): string => t('arrange_with_keys', { label, keys: shortcut });
  const all = expandToGroups(doc, ids);
  const layers = doc.layers.filter((l) => all.includes(l.id));
  const locked = layers.length > 0 && layers.every((l) => l.locked);
  const hidden = layers.length > 0 && layers.every((l) => !l.visible);
  const nothing = ids.length === 0 ? t('arrange_why_nothing') : null;

  return (
    <div className="px-ed-panel__body px-ar" data-testid="designer-arrange">
      <p className="px-ed-hint" aria-live="polite">
        {ids.length === 0 ? t('arrange_none_selected') : t('arrange_selected', { count: layers.length })}
      </p>
      <section className="px-ed-section" aria-labelledby="px-ar-align">
        <h3 id="px-ar-align" className="px-ed-section__title">
          {t('arrange_align_heading')}
        </h3>
        <div className="px-ar-target" role="radiogroup" aria-label={t('arrange_align_to')}>
          {(['selection', 'canvas'] as const).map((value) => (
            <label key={value} className={`px-ar-target__option ${relativeTo === value ? 'is-on' : ''}`}>
              <input type="radio" name="px-ar-target" value={value} checked={relativeTo === value} disabled={value === 'selection' && units.length < 2} onChange={() => setTarget(value)} data-testid={`designer-align-to-${value}`} />
              {t(value === 'selection' ? 'arrange_align_to_selection' : 'arrange_align_to_page')}
            </label>
          ))}
        </div>
        <div className="px-ar-row" role="group" aria-label={t('arrange_align_heading')}>
          {ALIGN_ICONS.map(([edge, icon]) => (
            <ArrangeButton key={edge} label={t(`arrange_align_${edge}`)} icon={icon} reason={why({ type: 'align', edge, relativeTo })} testId={`designer-align-${edge}`} onClick={() => run({ type: 'align', edge, relativeTo })} />
          ))}
        </div>
        <div className="px-ar-row" role="group" aria-label={t('arrange_distribute_heading')}>
          <ArrangeButton label={t('arrange_distribute_horizontal')} icon={mdiDistributeHorizontalCenter} reason={why({ type: 'distribute', axis: 'horizontal' })} testId="designer-distribute-horizontal" onClick={() => run({ type: 'distribute', axis: 'horizontal' })} />
          <ArrangeButton label={t('arrange_distribute_vertical')} icon={mdiDistributeVerticalCenter} reason={why({ type: 'distribute', axis: 'vertical' })} testId="designer-distribute-vertical" onClick={() => run({ type: 'distribute', axis: 'vertical' })} />
        </div>
      </section>
      <section className="px-ed-section" aria-labelledby="px-ar-group">
        <h3 id="px-ar-group" className="px-ed-section__title">
          {t('arrange_group_heading')}
        </h3>
        <div className="px-ar-row">
          <ArrangeButton label={withKeys(t('arrange_group'), keys('G'))} icon={mdiGroup} reason={why({ type: 'group' })} testId="designer-group" onClick={() => run({ type: 'group' })} />
          <ArrangeButton label={withKeys(t('arrange_ungroup'), keys('G', true))} icon={mdiUngroup} reason={why({ type: 'ungroup' })} testId="designer-ungroup" onClick={() => run({ type: 'ungroup' })} />
        </div>
      </section>
      <section className="px-ed-section" aria-labelledby="px-ar-order">
        <h3 id="px-ar-order" className="px-ed-section__title">
          {t('arrange_order_heading')}
        </h3>
        <div className="px-ar-row">
          {ORDER_BUTTONS.map(([how, icon, key, shift]) => (
            <ArrangeButton key={how} label={withKeys(t(`arrange_order_${how}`), keys(key, shift))} icon={icon} reason={why({ type: 'order', how })} testId={`designer-order-${how}`} onClick={() => run({ type: 'order', how })} />
          ))}
        </div>
      </section>
      <section className="px-ed-section" aria-labelledby="px-ar-layer">
        <h3 id="px-ar-layer" className="px-ed-section__title">
          {t('arrange_layer_heading')}
        </h3>
        <div className="px-ar-row">
          <ArrangeButton label={withKeys(t('arrange_duplicate'), keys('D'))} icon={mdiContentDuplicate} reason={why({ type: 'duplicate' })} testId="designer-duplicate" onClick={() => run({ type: 'duplicate' })} />
          <ArrangeButton
            label={withKeys(t('arrange_copy'), keys('C'))}
            icon={mdiContentCopy}
            reason={nothing}
            testId="designer-copy"
            onClick={() => {
              markSystemClipboard();
              copyLayers(editor).then(
                (done) => done && setNotice({ text: t('arrange_copied'), error: false }),
                () => setNotice({ text: t('arrange_copy_failed'), error: true }),
              );
            }}
          />
          <ArrangeButton
            label={withKeys(t('arrange_paste'), keys('V'))}
            icon={mdiContentPaste}
            reason={canPaste ? null : t('arrange_why_clipboard_empty')}
            testId="designer-paste"
            onClick={() => {
              setNotice(null);
              pasteCopiedLayers(editor).then(
                (done) => !done && setNotice({ text: t('arrange_paste_failed'), error: true }),
                () => setNotice({ text: t('arrange_paste_failed'), error: true }),
              );
            }}
          />
          <ArrangeButton label={withKeys(t('arrange_delete'), t('arrange_key_delete'))} icon={mdiDeleteOutline} reason={why({ type: 'delete' })} testId="designer-delete" onClick={() => run({ type: 'delete' })} />
          <ArrangeButton label={t(locked ? 'arrange_unlock' : 'arrange_lock')} icon={locked ? mdiLockOutline : mdiLockOpenVariantOutline} pressed={locked} reason={nothing} testId="designer-lock" onClick={() => run({ type: 'lock', locked: !locked })} />
          <ArrangeButton label={t(hidden ? 'arrange_show' : 'arrange_hide')} icon={hidden ? mdiEyeOffOutline : mdiEyeOutline} pressed={hidden} reason={nothing} testId="designer-visibility" onClick={() => run({ type: 'visible', visible: hidden })} />
        </div>
        {notice && (
          <p className={notice.error ? 'px-ed-notice px-ed-notice--error' : 'px-ed-hint'} role={notice.error ? 'alert' : 'status'}>
            {notice.text}
          </p>
        )}
      </section>
    </div>
  );
}
