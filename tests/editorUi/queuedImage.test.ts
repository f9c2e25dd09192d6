// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { queuedStep } from '../../src/features/editor/open/queuedImage';
import { queueBehaviorFor } from '../../src/features/offline/sharedImage';

describe('a queued image (spec §3 queue behaviors)', () => {
  it('opens at once when nothing is open, whatever the behavior', () => {
    expect(queuedStep('ask_user', false)).toBe('open');
    expect(queuedStep('load_after_saving_autosave', false)).toBe('open');
    expect(queuedStep('load_as_start_new', false)).toBe('open');
  });

  it('asks before replacing open work, saves it first, or starts new', () => {
    expect(queuedStep('ask_user', true)).toBe('ask_then_open');
    expect(queuedStep('load_after_saving_autosave', true)).toBe('save_then_open');
    expect(queuedStep('load_as_start_new', true)).toBe('open');
  });

  it('follows the behavior the share pickup picks from the editor state', () => {
    expect(queuedStep(queueBehaviorFor({ open: false, fullyAutosaved: true }), false)).toBe('open');
    expect(queuedStep(queueBehaviorFor({ open: true, fullyAutosaved: true }), true)).toBe('ask_then_open');
    expect(queuedStep(queueBehaviorFor({ open: true, fullyAutosaved: false }), true)).toBe('save_then_open');
  });
});
