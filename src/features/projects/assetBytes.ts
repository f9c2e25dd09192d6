// Image bytes of projects: kept in Dexie as ArrayBuffer (Safari cannot always store Blobs), named on the
// server by their sha256, and a stand-in thumbnail when the editor gave none.

export async function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  // Older engines (and some test DOMs) lack Blob.arrayBuffer.
  return new Response(blob).arrayBuffer();
}

export function bytesBlob(bytes: ArrayBuffer, type: string): Blob {
  return new Blob([bytes], { type });
}

export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  // A view, not the buffer itself: a buffer made in another realm (a frame, a test DOM) is refused bare.
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const THUMB_SIDE = 320;

/**
 * A small WebP of a picture, for a project whose editor sent no thumbnail: the picture without the edits,
 * which is better than an empty card. Null where the browser cannot draw off screen.
 */
export async function pictureThumbnail(picture: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    const bitmap = await createImageBitmap(picture);
    const scale = Math.min(1, THUMB_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    return await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 });
  } catch {
    return null;
  }
}
