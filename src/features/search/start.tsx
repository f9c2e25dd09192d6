// The feature search at start-up (src/app/features.ts): the Ctrl+P shortcut, the bars' search button and
// the dialog's host. The dialog itself (with fuse.js and the catalogue) is a chunk of its own, loaded the
// first time the search opens; the service worker precaches it, so it opens offline too.
import { addHostSlot, addStatusSlot } from '../../app/layout/slots';
import { FeatureSearchHost } from './FeatureSearchHost';
import { SearchButton } from './SearchButton';
import { installSearchShortcut } from './state';

let started = false;

export function startSearch(): void {
  if (started) return;
  started = true;
  addStatusSlot(SearchButton);
  addHostSlot(FeatureSearchHost);
  installSearchShortcut();
}
