// Table types for Kysely. Times are epoch milliseconds (bigint in PostgreSQL, integer in SQLite).

export interface ApiRequestTable {
  request_id: string;
  call: string;
  state: 'pending' | 'done';
  status: number | null;
  body: string | null;
  created_at: number;
}

export interface UserTable {
  id: string;
  email: string;
  user_name: string;
  password_hash: string | null;
  language: string;
  register_date: number;
  register_from: string;
  login_date: number | null;
  login_count: number;
  mail_verified: number;
  is_social: number;
  can_change_user_name: number;
  email_effects: number;
  email_articles: number;
  is_beta_user: number;
  pl: number;
  plan_type: number;
  subscription_status: string;
  /** The user's settings (spec §3 Settings) as JSON. */
  options: string;
  /** An id for error reporting. */
  luk: string;
}

export interface SessionTable {
  /** sha256 of the session cookie's token: a stolen database holds no usable cookies. */
  id: string;
  user_id: string;
  /** The id auth/devices shows and revokes with. */
  device_key: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  user_agent: string;
  device: string;
  ip: string;
}

export interface Database {
  api_requests: ApiRequestTable;
  users: UserTable;
  sessions: SessionTable;
}
