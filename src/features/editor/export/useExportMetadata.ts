// The export dialog's metadata choice: what the original carries (read once, when the dialog opens), and
// the user's choice — keep the photo information (off by default, so a default export carries none) and,
// when kept, remove the location (on by default).
import { useEffect, useState } from 'react';
import { report } from '../../../lib/report';
import type { Size } from '../../../lib/shared/editor/geometry';
import type { ExportType } from '../engineClient';
import { keepMetadata, METADATA_TYPES, readOriginalMetadata, type OriginalMetadata } from './photoMetadata';

export type MetadataState = { kind: 'loading' } | OriginalMetadata;

export interface ExportMetadata {
  state: MetadataState;
  keep: boolean;
  setKeep(keep: boolean): void;
  removeLocation: boolean;
  setRemoveLocation(remove: boolean): void;
  /** Whether this export will carry the original's EXIF. */
  applies(type: ExportType): boolean;
  /** The exported file, with the original's EXIF when it applies. */
  apply(blob: Blob, type: ExportType, size: Size): Promise<Blob>;
}

/** `loadOriginal` is called once, when the dialog opens. */
export function useExportMetadata(loadOriginal: (() => Promise<Uint8Array | null>) | undefined): ExportMetadata {
  const [load] = useState(() => loadOriginal);
  const [state, setState] = useState<MetadataState>(loadOriginal ? { kind: 'loading' } : { kind: 'none' });
  const [keep, setKeep] = useState(false);
  const [removeLocation, setRemoveLocation] = useState(true);
  useEffect(() => {
    if (!load) return;
    let live = true;
    load()
      .then(readOriginalMetadata)
      .catch((error: unknown) => {
        report('warning', 'photo metadata unreadable', { error: String(error) });
        return { kind: 'none' } as const;
      })
      .then((found) => live && setState(found), () => undefined);
    return () => {
      live = false;
    };
  }, [load]);
  const applies = (type: ExportType): boolean => keep && METADATA_TYPES.has(type) && state.kind === 'exif';
  const apply = async (blob: Blob, type: ExportType, size: Size): Promise<Blob> => (applies(type) && state.kind === 'exif' ? keepMetadata(blob, type, state.exif, size, !removeLocation) : blob);
  return { state, keep, setKeep, removeLocation, setRemoveLocation, applies, apply };
}
