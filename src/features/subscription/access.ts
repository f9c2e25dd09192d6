// Whether the user already pays for Plus, as the pricing and payment modals see it: pl "1" (Plus, a paid
// or store trial), but not the one-day new-user trial (shell-auth-platform §4.5), in which a new user may
// still buy Plus.
export function isPlus(user: { pl?: unknown; trial_source?: unknown } | null | undefined): boolean {
  return user?.pl === '1' && user.trial_source !== 'new_user';
}
