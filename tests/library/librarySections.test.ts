import { describe, expect, it } from 'vitest';
import { availableSections, type LibrarySection, type LibrarySectionId } from '../../src/features/library/librarySections';

const section = (id: LibrarySectionId, available: boolean, requires?: LibrarySectionId): LibrarySection => ({
  id,
  labelKey: id,
  icon: null,
  isAvailable: () => available,
  requires,
  component: () => null,
});

describe('library sections: only available ones get a tab, in order', () => {
  it('shows own photos, the photo service and the drive in that order', () => {
    const ids = availableSections([section('drive', true, 'photo_service'), section('own', true), section('photo_service', true)]).map((s) => s.id);
    expect(ids).toEqual(['own', 'photo_service', 'drive']);
  });

  it('does not offer the drive when the photo-service section is disabled', () => {
    expect(availableSections([section('own', true), section('photo_service', false), section('drive', true, 'photo_service')]).map((s) => s.id)).toEqual(['own']);
  });

  it('builds no tab for a section that is not available', () => {
    expect(availableSections([section('own', true), section('photo_service', false)]).map((s) => s.id)).toEqual(['own']);
  });
});
