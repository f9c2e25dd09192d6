import { type Kysely } from 'kysely';

// Stripe webhook events already handled (server/billing/stripeWebhook.ts): Stripe delivers an event at least
// once, so an id seen before is answered 200 and not handled again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stripe_events').execute();
}
