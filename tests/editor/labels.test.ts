// Every tool, parameter, panel, text control and engine notice has its name in the editor's English
// translations (the i18n test then checks every other language has them too).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CROP_RATIO_LABEL_KEYS, OPERATION_SPECS, paramLabelKey } from '../../src/lib/shared/editor/catalogue';
import { CATEGORY_LABEL_KEYS, EDITOR_NOTICE_KEYS, EDITOR_TOOLS, TEXT_ALIGN_LABEL_KEYS, TEXT_CONTROL_LABEL_KEYS } from '../../src/lib/shared/editor/tools';

// The tone and colour tools, the brush tools and the replace-colour operation keep their names in their own namespaces (editorTone.json, editorBrush.json, toolPicks.json).
const read = (ns: string): Record<string, string> => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', 'en', `${ns}.json`), 'utf8')) as Record<string, string>;
const en = { ...read('editor'), ...read('editorTone'), ...read('editorBrush'), ...read('editorTools'), ...read('toolPicks') };

describe('editor names in English', () => {
  it('has a name for every tool', () => {
    expect(EDITOR_TOOLS.map((t) => t.labelKey).filter((k) => !en[k])).toEqual([]);
  });

  it('has a label for every parameter of every operation', () => {
    const keys = new Set(OPERATION_SPECS.flatMap((spec) => Object.keys(spec.params).map(paramLabelKey)));
    expect([...keys].filter((k) => !en[k])).toEqual([]);
  });

  it('has the panels, crop ratios, text controls and notices', () => {
    const keys = [...Object.values(CATEGORY_LABEL_KEYS), ...Object.values(CROP_RATIO_LABEL_KEYS), ...Object.values(TEXT_CONTROL_LABEL_KEYS), ...Object.values(TEXT_ALIGN_LABEL_KEYS), ...Object.values(EDITOR_NOTICE_KEYS)];
    expect(keys.filter((k) => !en[k])).toEqual([]);
  });

  it('gives the scaled-down notice the sizes it shows', () => {
    expect(en[EDITOR_NOTICE_KEYS.imageScaled]).toMatch(/\{\{width\}\}.*\{\{height\}\}.*\{\{scaledWidth\}\}.*\{\{scaledHeight\}\}/);
  });
});
