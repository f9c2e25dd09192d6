// A project's thumbnail: the device's copy (a Blob, shown through an object URL that is released again), else
// the server's, else the section's initial on an empty card.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from './summaries';

export function ProjectThumb({ project }: { project: Pick<ProjectSummary, 'thumbnail' | 'thumbnailUrl' | 'section' | 'width' | 'height'> }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(project.thumbnailUrl);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    if (!project.thumbnail) {
      setUrl(project.thumbnailUrl);
      return;
    }
    const objectUrl = URL.createObjectURL(project.thumbnail);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [project.thumbnail, project.thumbnailUrl]);
  if (!url || failed) {
    return (
      <span className="px-project-thumb is-empty" aria-hidden="true">
        {t(`section_${project.section}`).slice(0, 1)}
      </span>
    );
  }
  return <img className="px-project-thumb" src={url} alt="" loading="lazy" draggable={false} onError={() => setFailed(true)} />;
}
