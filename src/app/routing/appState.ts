// Whether a creative section is open with the user's work in it; the leave-create confirmation and the
// update flow read it. Sections set it when they open work and clear it when they close.
import { createStore } from '../../lib/store';

export interface AppSectionState {
  /** A section (editor, collage, designer) is open with a document. */
  open: boolean;
  /** Every change of the open document is saved locally (the autosave's "fully autosaved"). */
  fullyAutosaved: boolean;
}

export const appSectionState = createStore<AppSectionState>({ open: false, fullyAutosaved: true });
