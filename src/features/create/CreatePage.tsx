import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../lib/pages';
import { parseDeepLink } from '../../lib/deeplink/parse';
import { loadPhotoEditor } from '../editor';
import { SharedImagePickup } from '../offline';
import './create.css';

// The photo editor (src/features/editor) loads only when a create route is open; the collage maker and the
// designer are the same editor on a collage or designer document (issues 15 and 16), so every section opens it.
const PhotoEditor = lazy(loadPhotoEditor);

/** The create area: the section chosen by the route and its deep link. */
export default function CreatePage({ resolved }: PageProps) {
  const location = useLocation();
  const link = useMemo(() => parseDeepLink(resolved, location.search, location.hash), [resolved, location.search, location.hash]);
  const lang = resolved.route.lang;
  const section = link?.sectionId ?? 'editor';
  return (
    <div className="px-create" data-testid="create-page" data-section={section} data-type={link?.type ?? ''}>
      <Suspense fallback={<div className="px-create__stage" aria-busy="true"><div className="px-spinner" /></div>}>
        <PhotoEditor link={link} lang={lang}>
          <SharedImagePickup />
        </PhotoEditor>
      </Suspense>
    </div>
  );
}
