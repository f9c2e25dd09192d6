import { afterEach, describe, expect, it } from 'vitest';
import { notifications, notify, InvalidNotificationError } from '../../src/app/notifications/notifications';
import { acknowledgeDialog, confirmDialog, dialogs, DialogError } from '../../src/app/dialogs/dialogs';
import { InvalidThemeError, setTheme, isTheme } from '../../src/app/theme/theme';

afterEach(() => {
  notifications.set([]);
  for (const d of dialogs.get()) d.resolve(false);
});

describe('notifications (spec §3, §5)', () => {
  it('needs a non-empty message', () => {
    expect(() => notify({ message: '  ', type: 'error' })).toThrow(InvalidNotificationError);
  });
  it('needs a valid type', () => {
    expect(() => notify({ message: 'x', type: 'info' as never })).toThrow(/unknown type/);
  });
  it.each(['error', 'warning', 'success'] as const)('shows a %s banner until dismissed', (type) => {
    const dismiss = notify({ message: `m-${type}`, type, button: { text: 'Go', onClick: () => undefined } });
    expect(notifications.get()).toHaveLength(1);
    expect(notifications.get()[0]).toMatchObject({ type, dismissible: true });
    dismiss();
    expect(notifications.get()).toHaveLength(0);
  });
  it('does not stack the same message twice', () => {
    notify({ message: 'same', type: 'warning' });
    notify({ message: 'same', type: 'warning' });
    expect(notifications.get()).toHaveLength(1);
  });
});

describe('dialogs (account-content §5)', () => {
  it('requires non-empty content', async () => {
    await expect(acknowledgeDialog({ contentKey: '' })).rejects.toBeInstanceOf(DialogError);
  });
  it('requires an onConfirm for a confirm dialog', async () => {
    await expect(confirmDialog({ contentKey: 'x' } as never)).rejects.toThrow(/onConfirm/);
  });
  it('runs onConfirm on yes and not on no', async () => {
    let confirmed = 0;
    const yes = confirmDialog({ contentKey: 'a', onConfirm: () => void confirmed++ });
    dialogs.get()[0]?.resolve(true);
    await expect(yes).resolves.toBe(true);
    const no = confirmDialog({ contentKey: 'b', onConfirm: () => void confirmed++ });
    dialogs.get()[0]?.resolve(false);
    await expect(no).resolves.toBe(false);
    expect(confirmed).toBe(1);
  });
  it('refuses a duplicate dialog', async () => {
    void acknowledgeDialog({ contentKey: 'dup' });
    await expect(acknowledgeDialog({ contentKey: 'dup' })).rejects.toThrow(/Duplicate/);
  });
});

describe('theme (spec §1, §5)', () => {
  it('must be dark or light', () => {
    expect(isTheme('dark') && isTheme('light')).toBe(true);
    expect(() => setTheme('blue' as never)).toThrow(InvalidThemeError);
  });
});
