// The designer with nothing open (issue 16): blank designs (each format, or a custom size), the recent
// designs, and the templates by category with a search. A deep link chooses what comes first: the blank
// formats (blank-canvas), one network's templates (instagram-template…), a tag's search.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignerStartLink } from '../../../../lib/deeplink/designer';
import type { DesignerSize } from '../../../../lib/shared/designer/document';
import type { TemplateSummary } from '../../../../lib/shared/designer/templates';
import type { ProjectSummary } from '../../../projects';
import { RecentProjects } from '../../open/RecentProjects';
import { BlankFormats } from './BlankFormats';
import { TemplateBrowser } from './TemplateBrowser';
import './start.css';

export interface DesignerStartProps {
  start: DesignerStartLink;
  onBlank(size: DesignerSize): void;
  onTemplate(template: TemplateSummary): void;
  onProject(id: string): void;
  recent: readonly ProjectSummary[];
  dragging: boolean;
  busy: boolean;
  children?: ReactNode;
}

export function DesignerStart({ start, onBlank, onTemplate, onProject, recent, dragging, busy, children }: DesignerStartProps) {
  const { t } = useTranslation();
  const blank = (
    <section className="px-ed-empty__section" aria-labelledby="px-ds-blank" data-testid="designer-blank" key="blank">
      <h3 id="px-ds-blank">{t('designer_start_blank')}</h3>
      <BlankFormats disabled={busy} autoFocus={start.focus === 'blank'} onCreate={onBlank} />
    </section>
  );
  const templates = (
    <section className="px-ed-empty__section" aria-labelledby="px-ds-templates" key="templates">
      <h3 id="px-ds-templates">{t('designer_start_templates')}</h3>
      <TemplateBrowser initialCategory={start.category} initialQuery={start.query} disabled={busy} onChoose={onTemplate} />
    </section>
  );
  return (
    <div className={`px-ed-empty px-ds-start ${dragging ? 'is-dragging' : ''}`} data-testid="designer-start" data-focus={start.focus} aria-busy={busy}>
      <div className="px-ed-empty__inner">
        {children}
        <h2 className="px-ds-start__title">{t('designer_start_title')}</h2>
        {start.focus === 'blank' && blank}
        <RecentProjects title={t('designer_start_recent')} headingId="px-ds-recent" recent={recent} busy={busy} onProject={onProject} />
        {templates}
        {start.focus !== 'blank' && blank}
      </div>
    </div>
  );
}
