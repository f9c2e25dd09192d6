// The user as the Plus rules see them: a visitor, a free user, or Plus (pl "1" covers Plus, trialing and the
// new-user trial). Small on purpose: the start-up code reads it without loading the teasers.
export type ViewerRole = 'visitor' | 'free' | 'plus';

export function roleOf(user: { pl?: unknown } | null | undefined): ViewerRole {
  if (!user) return 'visitor';
  return user.pl === '1' ? 'plus' : 'free';
}
