// Renders the feature search dialog while it is open (its chunk loads on first use).
import { lazy, Suspense } from 'react';
import { useStore } from '../../app/useStore';
import { closeFeatureSearch, searchState } from './state';

const FeatureSearchDialog = lazy(() => import('./FeatureSearchDialog'));

export function FeatureSearchHost() {
  const { open } = useStore(searchState);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FeatureSearchDialog onClose={closeFeatureSearch} />
    </Suspense>
  );
}
