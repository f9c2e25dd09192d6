// What the screen that owns the project (PhotoEditor) gives the designer's start parts inside an open
// design: the project's asset store, for the pictures a template brings.
import { createContext, useContext } from 'react';
import type { EditorDocument } from '../../../../lib/shared/editor/types';

export interface DesignerHost {
  addAsset(imageId: string, blob: Blob, document: EditorDocument): void;
}

const NO_HOST: DesignerHost = { addAsset: () => undefined };

export const DesignerHostContext = createContext<DesignerHost>(NO_HOST);

export function useDesignerHost(): DesignerHost {
  return useContext(DesignerHostContext);
}
