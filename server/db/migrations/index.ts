// Every migration, in order. The same migrations run on SQLite and PostgreSQL: use only column types and
// statements both understand (Kysely's schema builder, bigint for times, text for JSON).
// Numbering by area keeps parallel work apart: 00x foundation, 01x accounts, 02x photos, 03x projects, 04x billing.
import type { Migration } from 'kysely';
import * as m001 from './001_foundation';
import * as m002 from './002_users_sessions';
import * as m003 from './003_request_owner';
import * as m010 from './010_accounts';
import * as m011 from './011_user_country';
import * as m012 from './012_session_changes';
import * as m020 from './020_photos';
import * as m025 from './025_photos_explore';
import * as m026 from './026_photo_reports';
import * as m030 from './030_projects';
import * as m031 from './031_project_folders';
import * as m032 from './032_project_made_by';
import * as m040 from './040_billing';
import * as m041 from './041_stripe_events';
import * as m050 from './050_blog';
import * as m060 from './060_support';
import * as m070 from './070_print';
import * as m080 from './080_imports';

export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_users_sessions': m002,
  '003_request_owner': m003,
  '010_accounts': m010,
  '011_user_country': m011,
  '012_session_changes': m012,
  '020_photos': m020,
  '025_photos_explore': m025,
  '026_photo_reports': m026,
  '030_projects': m030,
  '031_project_folders': m031,
  '032_project_made_by': m032,
  '040_billing': m040,
  '041_stripe_events': m041,
  '050_blog': m050,
  '060_support': m060,
  '070_print': m070,
  '080_imports': m080,
};
