// The Project entity of the answers (spec account-content §3): id (the spec's templateid), filename, date,
// modified, thumburl, width, height, folderId, project_type, creationDate, modifiedDate — plus revision, and
// conflictOf/baseName so the page can show a conflict copy's name in the user's language.
// Times: date and modified are epoch milliseconds, creationDate and modifiedDate the same instants as ISO text.
import { displayedProjectName, type ProjectJson, type ProjectType } from '../../src/lib/shared/projects';

export type { ProjectJson };
import { fileUrl } from './files';
import type { ProjectRow } from './repo';

export function presentProject(row: ProjectRow): ProjectJson {
  return {
    id: row.id,
    templateid: row.id,
    filename: displayedProjectName(row.name, row.conflict_of),
    baseName: row.name,
    conflictOf: row.conflict_of,
    date: Number(row.created_at),
    modified: Number(row.updated_at),
    thumburl: fileUrl(row.thumb_key),
    width: row.width,
    height: row.height,
    folderId: row.folder_id,
    project_type: row.section as ProjectType,
    creationDate: new Date(Number(row.created_at)).toISOString(),
    modifiedDate: new Date(Number(row.updated_at)).toISOString(),
    revision: row.revision,
  };
}
