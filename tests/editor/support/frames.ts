// The next frame the editor shows: resolves with its render info once the controller publishes one.
import type { RenderInfo } from '../../../src/features/editor/engineClient';
import type { EditorController } from '../../../src/features/editor/state/editorController';

export function nextFrame(editor: EditorController): Promise<RenderInfo> {
  return new Promise((resolve) => {
    const stop = editor.frame.subscribe(() => {
      const info = editor.frame.get();
      if (!info) return;
      stop();
      resolve(info);
    });
  });
}
