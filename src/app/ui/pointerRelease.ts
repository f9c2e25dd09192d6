// A field's error appears when the user leaves it. Leaving by pressing on a control (a link under the field,
// a tab) happens on pointer-down; an error shown then moves that control before the pointer is released,
// and the click is lost. So while a pointer is held, what a blur would show waits for the release (and the
// click it makes) to be over.
let held = false;
const waiting = new Set<() => void>();

function release(): void {
  if (!held) return;
  held = false;
  // The click is dispatched right after pointerup, in the same task: run after it.
  setTimeout(() => {
    if (held) return;
    const runs = [...waiting];
    waiting.clear();
    for (const run of runs) run();
  }, 0);
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', (event) => {
    if (event.isPrimary) held = true;
  }, true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // Released outside the window, or the window lost focus mid-press: nothing is left waiting.
  window.addEventListener('blur', release);
}

/** Runs `run` now, or once the pointer that is held down is released. */
export function afterPointerRelease(run: () => void): void {
  if (held) waiting.add(run);
  else run();
}
