// A labelled colour input for the designer panels: picking is merged into one undo step under `mergeKey`,
// sealed when the picker closes; the document's alpha is kept (a transparent colour picked becomes opaque).
import { useId } from 'react';
import { colorInputValue, documentColor } from '../../collage/editCollage';
import { useEditor } from '../../EditorContext';

export function ColourField({ label, value, testId, onChange }: { label: string; value: string; testId?: string; onChange(color: string): void }) {
  const editor = useEditor();
  const id = useId();
  return (
    <div className="px-ed-color">
      <input id={id} type="color" value={colorInputValue(value)} data-testid={testId} onChange={(e) => onChange(documentColor(e.currentTarget.value, value))} onBlur={() => editor.seal()} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
