// The editor's panels under test without an engine: an i18next instance with every editor namespace in
// English, and a controller whose engine queue never answers (frames and thumbnails stay pending, which the
// panels must live with), rendered around the panel under test.
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../../../locales/en/common.json';
import editorNs from '../../../locales/en/editor.json';
import editorHistory from '../../../locales/en/editorHistory.json';
import editorLayers from '../../../locales/en/editorLayers.json';
import editorMasks from '../../../locales/en/editorMasks.json';
import editorBrush from '../../../locales/en/editorBrush.json';
import editorTone from '../../../locales/en/editorTone.json';
import editorUi from '../../../locales/en/editorUi.json';
import { EditorContext } from '../../../src/features/editor/EditorContext';
import { EditorController } from '../../../src/features/editor/state/editorController';
import type { EngineQueue } from '../../../src/features/editor/state/engineQueue';
import { createPhotoDocument } from '../../../src/lib/shared/editor/edits';
import type { EditorDocument } from '../../../src/lib/shared/editor/types';

const NAMESPACES = { editorUi, editor: editorNs, common, editorTone, editorHistory, editorLayers, editorMasks, editorBrush };
export type EditorNamespace = keyof typeof NAMESPACES;

/** English, `defaultNS` first, the other editor namespaces as fallbacks. */
export async function editorI18n(defaultNS: EditorNamespace = 'editorUi'): Promise<I18n> {
  const i18n = i18next.createInstance();
  const names = Object.keys(NAMESPACES) as EditorNamespace[];
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: NAMESPACES }, ns: names, defaultNS, fallbackNS: names.filter((n) => n !== defaultNS), interpolation: { escapeValue: false } });
  return i18n;
}

/** A 600 × 400 photo document. */
export const photoDocument = (): EditorDocument => createPhotoDocument({ imageId: 'img', width: 600, height: 400 });

/** A controller on `doc` whose engine never answers, with `ui` rendered in its context. */
export function mountEditor(i18n: I18n, ui: ReactNode, doc: EditorDocument = photoDocument()): EditorController {
  const queue = {
    engine: { info: { backend: 'cpu', maxImageSize: 4088 } },
    setSource: () => undefined,
    requestFrame: () => undefined,
    run: () => new Promise(() => undefined),
    runBackground: () => new Promise(() => undefined),
    dispose: () => undefined,
  } as unknown as EngineQueue;
  const editor = new EditorController(() => queue);
  editor.load(doc, null);
  render(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={editor}>{ui}</EditorContext.Provider>
    </I18nextProvider>,
  );
  return editor;
}
