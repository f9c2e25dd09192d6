// The subscription area's offline copy (issue 13 "Offline"): the last price pair per country and each
// user's last known subscription state, in a small Dexie database of its own, so the pricing page and the
// Plus features keep working without a network. Every user row is keyed by its owner's email.
import Dexie, { type EntityTable } from 'dexie';
import type { PricePair } from './priceGroup';

export interface PriceRow {
  country: string;
  pair: PricePair;
  storedAt: number;
}

export interface SubscriptionRow {
  owner: string;
  pl: string;
  status: string;
  plan_type: number;
  price_id: string;
  storedAt: number;
}

type SubscriptionDb = Dexie & {
  prices: EntityTable<PriceRow, 'country'>;
  states: EntityTable<SubscriptionRow, 'owner'>;
};

let opened: SubscriptionDb | null = null;

function database(): SubscriptionDb {
  if (!opened) {
    const db = new Dexie('pixloom-subscription') as SubscriptionDb;
    db.version(1).stores({ prices: 'country', states: 'owner' });
    opened = db;
  }
  return opened;
}

export async function cachedPair(country: string): Promise<PricePair | null> {
  return (await database().prices.get(country))?.pair ?? null;
}

export async function storePair(country: string, pair: PricePair): Promise<void> {
  await database().prices.put({ country, pair, storedAt: Date.now() });
}

export async function cachedState(owner: string): Promise<SubscriptionRow | null> {
  return (await database().states.get(owner.toLowerCase())) ?? null;
}

export async function storeState(row: Omit<SubscriptionRow, 'storedAt'>): Promise<void> {
  await database().states.put({ ...row, owner: row.owner.toLowerCase(), storedAt: Date.now() });
}
