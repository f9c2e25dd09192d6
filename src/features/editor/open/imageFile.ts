// Checks a file before the editor decodes it: HEIC/HEIF is refused with the message that names the file
// (spec §5; most browsers cannot decode it, and those that can give different colours), anything that is
// not an image is refused, and the rest goes to the browser's decoder (JPEG with its EXIF orientation,
// PNG, WebP, GIF, BMP, and AVIF where the browser reads it).

export type FileProblem = 'heic' | 'not_image' | 'empty';

const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const IMAGE_EXTENSIONS = /\.(jpe?g|jfif|png|webp|avif|gif|bmp|ico|svg)$/i;

export function extensionOf(name: string): string {
  return /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** Whether the first bytes are an ISO-BMFF file of a HEIF brand (an iPhone photo renamed .jpg included). */
export function isHeifHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const tag = String.fromCharCode(...bytes.subarray(4, 8));
  if (tag !== 'ftyp') return false;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  // AVIF shares the container (brand avif/avis): it is not HEIC.
  return HEIC_BRANDS.has(brand);
}

/** The problem with a file from its name, type and first bytes, or null when it may be decoded. */
export function fileProblem(file: { name: string; type: string; size: number }, head: Uint8Array): FileProblem | null {
  if (file.size === 0) return 'empty';
  const ext = extensionOf(file.name);
  if (HEIC_TYPES.has(file.type.toLowerCase()) || ext === 'heic' || ext === 'heif' || isHeifHeader(head)) return 'heic';
  if (file.type && !file.type.toLowerCase().startsWith('image/')) return 'not_image';
  if (!file.type && ext && !IMAGE_EXTENSIONS.test(file.name)) return 'not_image';
  return null;
}

export async function checkImageFile(file: Blob, name: string): Promise<FileProblem | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return fileProblem({ name, type: file.type, size: file.size }, head);
}

const isImageFile = (file: File): boolean => file.type.startsWith('image/') || IMAGE_EXTENSIONS.test(file.name) || /\.(heic|heif)$/i.test(file.name);

/** The first image among pasted or dropped items. */
export function firstImageFile(files: FileList | readonly File[] | null | undefined): File | null {
  return imageFiles(files)[0] ?? null;
}

/** Every image among pasted or dropped items (a collage takes them all). */
export function imageFiles(files: FileList | readonly File[] | null | undefined): File[] {
  return files ? Array.from(files).filter(isImageFile) : [];
}
