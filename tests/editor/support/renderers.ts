// Both renderers over one image store, as the engine sets them up, for comparing their pixels.
import { createPhotoDocument } from '../../../src/lib/shared/editor/edits';
import type { EditorDocument, Operation } from '../../../src/lib/shared/editor/types';
import { renderDocumentCpu } from '../../../workers/editor/cpu/cpuRenderer';
import { GlBackend } from '../../../workers/editor/gl/glBackend';
import type { ColourPath } from '../../../workers/editor/gl/glPasses';
import { ImageStore } from '../../../workers/editor/images';
import { UNTRACKED } from '../../../workers/editor/jobs';
import type { Raster } from '../../../workers/editor/raster';
import { TextRasters } from '../../../workers/editor/text';

export interface Renderers {
  images: ImageStore;
  texts: TextRasters;
  gpu(doc: EditorDocument, path?: ColourPath, scale?: number): Promise<Raster>;
  cpu(doc: EditorDocument, scale?: number): Promise<Raster>;
}

export function createRenderers(): Renderers {
  const images = new ImageStore();
  const texts = new TextRasters();
  const backends = new Map<ColourPath, GlBackend>();
  const backend = (path: ColourPath): GlBackend => {
    let b = backends.get(path);
    if (!b) {
      const created = GlBackend.create(new OffscreenCanvas(1, 1), images, texts, path, 'table', () => undefined, () => undefined);
      if (!created) throw new Error('WebGL2 is not available in this browser');
      b = created;
      backends.set(path, b);
    }
    return b;
  };
  return {
    images,
    texts,
    gpu: (doc, path = 'direct', scale = 1) => backend(path).renderPixels(doc, scale, UNTRACKED),
    cpu: (doc, scale = 1) => renderDocumentCpu(doc, scale, images, texts, UNTRACKED),
  };
}

/** A photo document of image `imageId` with these operations. */
export function photoWith(imageId: string, picture: Raster, operations: Array<Omit<Operation, 'id' | 'enabled'> & { enabled?: boolean }>): EditorDocument {
  const doc = createPhotoDocument({ imageId, width: picture.width, height: picture.height });
  return { ...doc, operations: operations.map((op, i) => ({ id: `op${i}`, enabled: true, ...op })) };
}
