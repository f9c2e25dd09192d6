// A visitor asking for Plus is asked to register or sign in first (subscription-navigation §4 "Payment
// flow"). Closing that modal answers the waiting openPayment() with false, so the pricing page's button
// leaves its busy state; a sign-in still opens the payment.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/features/auth/AuthModalHost', () => ({ mountAuthModalHost: () => undefined }));
const showDialog = vi.fn();
vi.mock('../../src/features/subscription/host', async (original) => ({ ...(await original<object>()), showDialog: (...args: unknown[]) => showDialog(...args) }));
vi.mock('../../src/features/subscription/state', async (original) => ({ ...(await original<object>()), ensurePrices: async () => undefined }));

const { authModalState, dismissAuthModal, openAuthModal } = await import('../../src/features/auth/authModal');
const { openPayment } = await import('../../src/features/subscription/payment');
const { currentUser } = await import('../../src/lib/user');

afterEach(() => {
  authModalState.set(null);
  currentUser.set(null);
  showDialog.mockReset();
});

describe('openPayment for a visitor', () => {
  it('answers false when the sign-in modal is closed without signing in', async () => {
    const answer = openPayment({ recurring: 'year' });
    expect(authModalState.get()?.mode).toBe('register');
    dismissAuthModal();
    await expect(answer).resolves.toBe(false);
    expect(showDialog).not.toHaveBeenCalled();
  });

  it('answers false when another sign-in request replaces the modal', async () => {
    const answer = openPayment();
    openAuthModal('signIn');
    await expect(answer).resolves.toBe(false);
    expect(authModalState.get()?.mode).toBe('signIn');
  });

  it('opens the payment after a sign-in', async () => {
    const answer = openPayment({ recurring: 'month' });
    const request = authModalState.get();
    showDialog.mockImplementation((dialog: { done: (paid: boolean) => void }) => dialog.done(true));
    currentUser.set({ email: 'a@example.com', pl: '0' } as never);
    request?.onLogin?.(currentUser.get()!);
    await expect(answer).resolves.toBe(true);
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ kind: 'payment', recurring: 'month' }));
  });
});
