import { type Kysely } from 'kysely';

// Print orders (issue 19 "Print"; subscription-navigation §2 print modal): one row per order a user sent to
// the print service, with the picture's stored key and size, the product, the server's price (minor units,
// in the currency of the user's country, like the subscription's) and the shipping address. `provider` and
// `provider_ref` name the print service's own order (the sandbox's, or a real service's behind the same
// adapter). Rows go with their user (cascade); the pictures are removed by the print area's remover.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('print_orders')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('product', 'varchar(20)', (c) => c.notNull())
    .addColumn('size', 'varchar(20)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('image_key', 'varchar(400)', (c) => c.notNull())
    .addColumn('image_width', 'integer', (c) => c.notNull())
    .addColumn('image_height', 'integer', (c) => c.notNull())
    .addColumn('dpi', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('unit_amount', 'integer', (c) => c.notNull())
    .addColumn('shipping_amount', 'integer', (c) => c.notNull())
    .addColumn('total_amount', 'integer', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('ship_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('ship_line1', 'varchar(200)', (c) => c.notNull())
    .addColumn('ship_line2', 'varchar(200)', (c) => c.notNull())
    .addColumn('ship_city', 'varchar(100)', (c) => c.notNull())
    .addColumn('ship_region', 'varchar(100)', (c) => c.notNull())
    .addColumn('ship_postal_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('ship_country', 'varchar(2)', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('print_orders_user').on('print_orders').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('print_orders').execute();
}
