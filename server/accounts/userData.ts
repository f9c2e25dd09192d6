// "User data" (spec shell-auth-platform §3 User): the one shape auth/status, auth/login, auth/register,
// auth/sn-login and the My Account calls answer with. The subscription fields (subscription-navigation §3
// User data) read the users row, which the billing code (server/billing) keeps in step with the
// subscription in the same transaction: pl, plan_type, subscription_status, price_id, price_pair_id,
// delinquent.
import { parseOptions, type UserRow } from './users';

export interface UserData {
  email: string;
  user_name: string;
  username: string;
  language: string;
  isNewUser: 0 | 1;
  newUser: 0 | 1;
  /** "1" means Plus. */
  pl: string;
  is_strp: 0 | 1;
  btknid: string | null;
  /** Epoch milliseconds. */
  register_date: number;
  /** email, google, facebook or apple. */
  register_from: string;
  login_date: number | null;
  login_count: number;
  isMailVerified: 0 | 1;
  plan_type: number;
  subscr_date: number | null;
  subscr_count: number;
  subscr_amount: number;
  subscr_first_date: number | null;
  subscr_ltv: number;
  subscr_usr: 0 | 1;
  subscr_tusr: 0 | 1;
  subscription_status: string;
  trial_source: string | null;
  payment_type: string | null;
  can_change_user_name: boolean;
  /** Subscribed to the effects newsletter (auth/update-email-pref em=effects). */
  is_subscribe_newsletter: 0 | 1;
  is_beta_user: 0 | 1;
  options: Record<string, unknown>;
  luk: string;
  /** free, plus or trialing (subscription-navigation §3). */
  status: 'free' | 'plus' | 'trialing';
  /** The subscription's price id and price pair ('' for a free user). */
  price_id: string;
  price_pair_id: string;
  /** The last renewal failed: the user keeps Plus until the card is updated. */
  delinquent: boolean;
  isSocialUser: 0 | 1;
}

const bit = (value: unknown): 0 | 1 => (value ? 1 : 0);

export function userData(user: UserRow, options: { isNew?: boolean } = {}): UserData {
  const isNew = bit(options.isNew);
  const plus = user.pl === 1;
  const status = !plus ? 'free' : user.subscription_status === 'trialing' ? 'trialing' : 'plus';
  return {
    email: user.email,
    user_name: user.user_name,
    username: user.user_name,
    language: user.language,
    isNewUser: isNew,
    newUser: isNew,
    pl: plus ? '1' : '0',
    is_strp: 0,
    btknid: null,
    register_date: user.register_date,
    register_from: user.register_from,
    login_date: user.login_date,
    login_count: user.login_count,
    isMailVerified: bit(user.mail_verified),
    plan_type: plus ? user.plan_type : 0,
    subscr_date: null,
    subscr_count: 0,
    subscr_amount: 0,
    subscr_first_date: null,
    subscr_ltv: 0,
    subscr_usr: bit(plus),
    subscr_tusr: 0,
    // 'free' (the column's default) until a first subscription, then trialing, active, past_due or canceled.
    subscription_status: user.subscription_status,
    trial_source: null,
    payment_type: null,
    can_change_user_name: user.can_change_user_name === 1,
    is_subscribe_newsletter: bit(user.email_effects),
    is_beta_user: bit(user.is_beta_user),
    options: parseOptions(user.options),
    luk: user.luk,
    status,
    price_id: plus ? user.price_id : '',
    price_pair_id: plus ? user.price_pair_id : '',
    delinquent: plus && user.delinquent === 1,
    isSocialUser: bit(user.is_social),
  };
}
