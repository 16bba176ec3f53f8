// One page of the orders list across both kinds of order, forwarding orders (orders) and buy-out
// orders (buyout_orders), with the matching total and the tab counters, in ONE statement:
//
//   with counters as (the tab counters of the customer's live forwarding orders),
//        buyout_counters as (the same of their live buy-out orders: in process, archived),
//        keys as (sort keys of the matching orders: UNION ALL of two small selects, each on its
//                 user-first covering index; forwarding keys alone when the filters exclude
//                 buy-out orders, e.g. the consolidated tab or another country),
//        page as (keys newest first, limit/offset)
//   select counters, buyout counters, (select count(*) from keys) as total, the page's cards
//   from counters cross join buyout_counters left join page on true
//        left join <each kind's card tables on its own id>
//
// Counting the keys (a CTE read twice is materialised once) gives the total on every page, even past
// the last one, and a search reads the customer's orders and lines once. It used to be six or seven
// statements (the counters twice over, a count per kind, keys, cards per kind), and each statement's
// round trip and Drizzle query building were most of a list request's time (bench/RESULTS.md).
// type=buyout keeps the union: older buy-out rows may still live in orders with type 'buyout'.
import { desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database.js';
import { buyoutOrders, companies, countries, orders, userAddresses } from '../../../db/schema/index.js';
import {
  buyoutCardColumns,
  buyoutConditions,
  buyoutCounterColumns,
  buyoutCountry,
  buyoutCountryJoin,
  buyoutKeys,
  liveBuyouts,
  type BuyoutCardRow,
} from './buyout-repository.js';
import { listParam, listShape, type ListFilters, type ListShape } from './list-shape.js';
import {
  cardColumns,
  cardJoins,
  forwardingKeys,
  listConditions,
  liveOrders,
  orderCounterColumns,
  type CardRow,
} from './repository.js';
import { withCompiledRowMapping } from './row-mapping.js';

export type ListEntry = { kind: 'forwarding'; row: CardRow } | { kind: 'buyout'; row: BuyoutCardRow };

/** The tab counters of SPEC §3 (contract names), buy-out orders included. */
export type OrderCounters = {
  numberOfProcessOrders: number;
  numberOfConsolidatedOrders: number;
  numberOfReceivedOrders: number;
  numberOfArchivedOrders: number;
  numberOfOrders: number;
};

export type ListPage = { entries: ListEntry[]; total: number; counters: OrderCounters };

function listStatement(db: Database, shape: ListShape) {
  const counters = db.$with('counters').as(db.select(orderCounterColumns).from(orders).where(liveOrders));
  // Aggregates without GROUP BY: always one row each, so the cross join keeps exactly one row.
  const buyoutCounters = db
    .$with('buyout_counters')
    .as(db.select(buyoutCounterColumns).from(buyoutOrders).where(liveBuyouts));
  const fwdKeys = forwardingKeys(db, listConditions(shape));
  const boWhere = buyoutConditions(shape);
  const keys = db.$with('keys').as(boWhere === null ? fwdKeys : unionAll(fwdKeys, buyoutKeys(db, boWhere)));
  const page = db
    .$with('page')
    .as(
      db
        .select()
        .from(keys)
        .orderBy(desc(keys.createdAt), desc(keys.number))
        .limit(listParam.limit)
        .offset(listParam.offset),
    );
  return (
    db
      .with(counters, buyoutCounters, keys, page)
      .select({
        counters: {
          process: counters.process,
          consolidated: counters.consolidated,
          received: counters.received,
          archived: counters.archived,
          all: counters.all,
          buyoutsProcess: buyoutCounters.process,
          buyoutsArchived: buyoutCounters.archived,
        },
        total: sql<number>`(select count(*)::int from ${keys})`,
        // Drizzle selections nest one level: the forwarding card is the row itself.
        ...cardColumns,
        buyout: buyoutCardColumns,
      })
      .from(counters)
      .crossJoin(buyoutCounters)
      // The one counters row survives an empty page (a new customer, a page past the end).
      .leftJoin(page, sql`true`)
      // A key has one id set, the other null: each kind's cards are looked up by their own id only.
      .leftJoin(orders, eq(orders.id, page.forwardingId))
      .leftJoin(countries, cardJoins.country)
      .leftJoin(companies, cardJoins.company)
      .leftJoin(userAddresses, cardJoins.address)
      .leftJoin(buyoutOrders, eq(buyoutOrders.id, page.buyoutId))
      .leftJoin(buyoutCountry, buyoutCountryJoin)
      .orderBy(desc(page.createdAt), desc(page.number))
  );
}

type PreparedList = ReturnType<ReturnType<typeof listStatement>['prepare']>;

/**
 * Prepared statements per database and shape (at most a few hundred shapes: tabs x types x country
 * kinds x search kinds). On PostgreSQL the shape key is the statement's name: each pooled connection
 * parses and plans it once, then only binds values. Their rows are mapped by a mapping planned once
 * per statement (row-mapping.ts) instead of Drizzle's per-row one.
 */
const preparedByDb = new WeakMap<Database, Map<string, PreparedList>>();

function preparedList(db: Database, key: string, shape: ListShape): PreparedList {
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, (prepared = new Map()));
  let statement = prepared.get(key);
  if (!statement)
    prepared.set(key, (statement = withCompiledRowMapping(listStatement(db, shape).prepare(key))));
  return statement;
}

export async function listPage(db: Database, userId: string, filters: ListFilters): Promise<ListPage> {
  const { key, shape, values } = listShape(userId, filters);
  const rows = await preparedList(db, key, shape).execute(values);
  const entries: ListEntry[] = [];
  for (const row of rows) {
    // Each card table is joined on its primary key: when its id is there, so is every NOT NULL
    // column, which the left joins' types cannot know.
    if (row.id !== null) entries.push({ kind: 'forwarding', row: row as CardRow });
    else if (row.buyout.id !== null) entries.push({ kind: 'buyout', row: row.buyout as BuyoutCardRow });
  }
  const first = rows[0];
  const c = first?.counters;
  // A buy-out is in process or archived (never consolidated or received: its parcel may be).
  const buyoutsProcess = c?.buyoutsProcess ?? 0;
  const buyoutsArchived = c?.buyoutsArchived ?? 0;
  return {
    entries,
    total: first?.total ?? 0,
    counters: {
      numberOfProcessOrders: (c?.process ?? 0) + buyoutsProcess,
      numberOfConsolidatedOrders: c?.consolidated ?? 0,
      numberOfReceivedOrders: c?.received ?? 0,
      numberOfArchivedOrders: (c?.archived ?? 0) + buyoutsArchived,
      numberOfOrders: (c?.all ?? 0) + buyoutsProcess + buyoutsArchived,
    },
  };
}
