import { type Kysely } from 'kysely';

// Billing (subscription-navigation §3, §4; account-content §3 Customer/subscription record and Invoice, §7).
// One row per user in billing_customers (their card at the payment provider) and subscriptions (their current
// subscription; a cancelled one stays until replaced, so "subscribed before" and "trial found" can be told);
// an invoice per charge. payment_locks holds at most one payment per user at a time (a primary key, so two
// concurrent payments cannot both take it). The sandbox provider keeps its customers, intents and test clock
// here too, so it behaves the same across server instances and restarts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // card | paypal_subscr | payflow | google_play_store | apple_app_store (account-content §3 PaymentPlatform).
    .addColumn('platform', 'varchar(24)', (c) => c.notNull())
    .addColumn('provider_customer_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('payment_method_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('brand', 'varchar(24)', (c) => c.notNull())
    .addColumn('last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('holder_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    // A payment waiting for 3-D Secure: its intent and the price it pays for. The second call of
    // create-customer / upgrade-to-yearly must name this intent, so no one completes another's payment.
    .addColumn('pending_intent_id', 'varchar(120)')
    .addColumn('pending_price_id', 'varchar(60)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform', 'varchar(24)', (c) => c.notNull())
    .addColumn('price_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('price_pair_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('recurring', 'varchar(5)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    // Minor units charged each period (after a coupon or the yearly upgrade's discount).
    .addColumn('unit_amount', 'integer', (c) => c.notNull())
    // trialing | active | past_due | canceled
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('had_trial', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_period_start', 'bigint', (c) => c.notNull())
    .addColumn('current_period_end', 'bigint', (c) => c.notNull())
    .addColumn('trial_end', 'bigint')
    .addColumn('coupon', 'varchar(60)')
    .addColumn('delinquent', 'integer', (c) => c.notNull().defaultTo(0))
    // A store purchase token or original transaction id (Play Store, App Store); null for cards.
    .addColumn('store_ref', 'varchar(300)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user').on('subscriptions').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('subscriptions_renewal').on('subscriptions').columns(['status', 'current_period_end']).execute();
  await db.schema.createIndex('subscriptions_store_ref').on('subscriptions').columns(['platform', 'store_ref']).execute();
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscription_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('charge_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('price_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('billing_cycle', 'varchar(5)', (c) => c.notNull())
    .addColumn('package_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('period_end', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'created_at']).execute();
  // A charge is written once, whatever retries the provider or the client make.
  await db.schema.createIndex('invoices_charge').on('invoices').columns(['charge_id']).unique().execute();
  await db.schema
    .createTable('payment_locks')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_payment_intents')
    .addColumn('id', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('client_secret', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    // requires_action | succeeded | failed
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_cards')
    .addColumn('payment_method_id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(120)', (c) => c.notNull())
    // The test token or payment-method id the card was made from: it decides later charges' outcomes.
    .addColumn('token', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_clock')
    .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('offset_ms', 'bigint', (c) => c.notNull())
    .execute();
  // The user data's subscription fields (server/accounts/userData.ts), kept in step with the subscription by
  // the billing code in the same transaction as pl, plan_type and subscription_status.
  await db.schema.alterTable('users').addColumn('price_id', 'varchar(60)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('users').addColumn('price_pair_id', 'varchar(20)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('users').addColumn('delinquent', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['delinquent', 'price_pair_id', 'price_id']) await db.schema.alterTable('users').dropColumn(column).execute();
  for (const table of ['sandbox_clock', 'sandbox_cards', 'sandbox_payment_intents', 'payment_locks', 'invoices', 'subscriptions', 'billing_customers']) {
    await db.schema.dropTable(table).execute();
  }
}
