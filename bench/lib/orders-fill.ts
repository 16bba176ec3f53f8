// The orders-list benchmark's database: a PostgreSQL database of its own (never `test`), migrated
// with the app's migrations and seeded, then filled in SQL with 1,000,000 orders over 50,000
// customers plus the measured customer's 1,000. Filling takes minutes, so a marker row (the fill's
// version) lets reruns reuse it; a missing marker or a failing migration means drop and refill.
import {
  BUYOUT_ORDER_STATUSES,
  CHECKOUT_STATES,
  COUNTRY_CODES,
  SHIPMENT_STATES,
  type ShipmentState,
} from '@posylka/domain';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { seed } from '../../apps/server/src/db/seed/index.js';

/** Bump when the fill below changes: the next run refills instead of reusing the old data. */
const FILL_VERSION = 2;
const MARKER_EMAIL = `fill-v${FILL_VERSION}@marker.posylka.bench`;
export const MEASURED_EMAIL = 'measured@fill.posylka.bench';
export const FILL = {
  customers: 50_000,
  orders: 1_000_000,
  measuredOrders: 1_000,
  buyoutOrders: 50_000,
  measuredBuyoutOrders: 30,
} as const;

/**
 * Weights of the shipment states: most parcels of a long-lived service are received, a fifth are
 * still declared or at the warehouse, the side states are rare. A state the domain adds later
 * gets weight 1, so the fill follows packages/domain's list instead of a copy of it.
 */
const STATE_WEIGHTS: Partial<Record<ShipmentState, number>> = {
  declared: 14,
  at_warehouse: 8,
  consolidated: 2,
  dispatched: 3,
  in_transit: 3,
  customs: 2,
  arrived: 2,
  handed_to_np: 3,
  received: 56,
};
/** Where customers of a Ukrainian forwarder buy: US first, then Europe and China. */
const COUNTRY_WEIGHTS: Record<string, number> = { US: 40, DE: 14, GB: 10, CN: 10, PL: 6, IT: 5, FR: 3 };
const PRODUCTS = [
  'Nike Air Max 90',
  'Adidas Ultraboost',
  'Cotton T-shirt',
  'Apple AirPods Pro',
  'Samsung Galaxy Buds',
  'LEGO Technic set',
  'Kindle Paperwhite',
  "Levi's 501 jeans",
  'Vitamin D3',
  'Whey protein',
  'Wool coat',
  'Hoodie',
  'Sony WH-1000XM5',
  'Garmin Forerunner',
  'Vacuum filter',
  'Phone case',
  'Running socks',
  'Backpack',
  'Baby stroller',
  'Perfume',
  'Lipstick',
  'Paperback book',
  'Board game',
  'USB-C cable',
  'Watch band',
  'Sunglasses',
  'Winter boots',
  'Yoga mat',
  'Coffee beans',
  'Tea set',
];

/** Each value repeated by its weight: `arr[1 + floor(random() * n)]` then picks by weight in SQL. */
function weighted(values: readonly string[], weights: Record<string, number | undefined>): string[] {
  return values.flatMap((value) => Array<string>(weights[value] ?? 1).fill(value));
}

const pick = (param: string) =>
  `(${param}::text[])[1 + floor(random() * cardinality(${param}::text[]))::int]`;

/** The fill itself, in one session (setseed makes it the same data every time). */
async function fill(client: pg.Client): Promise<void> {
  const step = async (name: string, sql: string, values: unknown[] = []) => {
    const started = Date.now();
    const result = await client.query(sql, values);
    console.info(`  ${name}: ${result.rowCount ?? 0} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  await client.query(`set synchronous_commit = off`);
  await client.query(`set maintenance_work_mem = '256MB'`);
  await client.query(`select setseed(0.42)`);

  // n = 0 is the measured customer; 1..customers are everyone else.
  await step(
    'customers',
    `create temp table fill_users as
       select n, gen_random_uuid() as id, gen_random_uuid() as address_id
       from generate_series(0, $1::int) n`,
    [FILL.customers],
  );
  await client.query(`alter table fill_users add primary key (n)`);
  await step(
    'users',
    `insert into users (id, email, password_hash, customer_code, locale, first_name_cyr, last_name_cyr,
                        email_verified_at, created_at)
     select id, case when n = 0 then $1 else 'c' || n || '@fill.posylka.bench' end,
            'bench-no-password', 'BF' || lpad(n::text, 7, '0'),
            (array['uk','uk','uk','ru','en'])[1 + n % 5], 'Тарас', 'Шевченко',
            now() - interval '4 years', now() - interval '4 years'
     from fill_users`,
    [MEASURED_EMAIL],
  );
  await step(
    'addresses',
    `insert into user_addresses (id, user_id, type, city_name, warehouse_number, warehouse_description,
                                 zip, is_default, full_address)
     select address_id, id, 'department', 'Київ, Київська обл.', (1 + n % 300)::text,
            'Відділення №' || (1 + n % 300) || ': вул. Хрещатик, ' || (1 + n % 50), '00001', true,
            'Київ, відділення №' || (1 + n % 300)
     from fill_users`,
  );
  await step(
    'companies per country',
    `create temp table fill_companies as
       select country_code, id, label, row_number() over (partition by country_code order by id) as k,
              count(*) over (partition by country_code) as cnt
       from companies`,
  );

  const states = weighted(SHIPMENT_STATES, STATE_WEIGHTS);
  const countries = weighted(COUNTRY_CODES, COUNTRY_WEIGHTS);
  const drafts = CHECKOUT_STATES.filter((state) => state !== 'completed' && state !== 'duplicate');
  // Inserted oldest first, like a real table grows: a customer's orders are spread over the heap.
  await step(
    'orders + items',
    `with base as (
       select g, case when g <= $1::int then 0 else 1 + floor(random() * $2::int)::int end as u,
              now() - random() * interval '1095 days' as created,
              ${pick('$3')} as state, ${pick('$4')} as country,
              random() as r_company, random() as r_free, random() as r_done, random() as r_arch,
              random() as r_del, random() as r_name, random() as r_total, random() as r_track
       from generate_series(1, $5::int) g
     ), shaped as (
       select b.*, fu.id as user_id, fu.address_id,
              b.state = 'unregistered' as by_warehouse,
              b.state <> 'declared' and b.state <> 'unregistered' or b.r_done < 0.7 as done
       from base b join fill_users fu on fu.n = b.u
     ), inserted as (
       insert into orders (user_id, type, country_code, company_id, company_name, name, track_no,
                           received_track_number, checkout_state, is_checkout_completed,
                           is_created_by_warehouse, consignee_address_id, items_total_amount,
                           items_total_currency, items_total_eur, items_total_uah, shipment_state,
                           state_changed_at, received_at, weight_kg, archived_at, deleted_at,
                           created_at, updated_at, completed_at)
       select s.user_id, case when s.r_free < 0.03 then 'buyout' else 'forwarding' end, s.country,
              case when s.r_free >= 0.2 then fc.id end,
              case when s.r_free < 0.2 then 'Shop ' || (1 + floor(s.r_name * 500)::int) end,
              case when s.r_name < 0.3 then (${pick('$6')}) end,
              case when s.r_track >= 0.08 then 'BT' || lpad(s.g::text, 9, '0') || s.country end,
              s.r_track >= 0.08,
              case when s.done then 'completed' else ${pick('$7')} end, s.done, s.by_warehouse,
              case when s.done or s.r_done < 0.85 then s.address_id end,
              round((5 + s.r_total * 495)::numeric, 2), coalesce(c.currency_code, 'USD'),
              round((5 + s.r_total * 460)::numeric, 2), round((200 + s.r_total * 20000)::numeric, 2),
              s.state,
              least(now(), s.created + interval '6 days'),
              case when s.state not in ('declared') then least(now(), s.created + interval '5 days') end,
              case when s.state not in ('declared') then round((0.2 + s.r_total * 9)::numeric, 3) end,
              case when s.r_arch < (case when s.state = 'received' then 0.35 else 0.02 end)
                   then least(now(), s.created + interval '40 days') end,
              case when s.state = 'declared' and not s.done and s.r_del < 0.1
                   then least(now(), s.created + interval '2 days') end,
              s.created, s.created, case when s.done then s.created end
       from shaped s
       left join countries c on c.code = s.country
       left join (select country_code, max(cnt) as cnt from fill_companies group by 1) cc
              on cc.country_code = s.country
       left join fill_companies fc
              on fc.country_code = s.country and fc.k = 1 + floor(s.r_company * cc.cnt)::int
       order by s.created
       returning id, items_total_currency
     )
     insert into order_items (order_id, position, name, quantity, unit_price_amount, unit_price_currency)
     select i.id, p, ${pick('$6')}, 1 + floor(random() * 3)::int, round((3 + random() * 200)::numeric, 2),
            i.items_total_currency
     -- The bound refers to i so that it is drawn per order (an uncorrelated function scan runs once).
     from inserted i cross join lateral generate_series(0, (i.id is not null and random() < 0.5)::int) p`,
    [
      FILL.measuredOrders,
      FILL.customers,
      states,
      countries,
      FILL.orders + FILL.measuredOrders,
      PRODUCTS,
      drafts,
    ],
  );
  await step(
    'buy-out orders + products',
    `with inserted as (
       insert into buyout_orders (user_id, name, status, user_address_id, total_amount, total_currency,
                                  paid_at, created_at, updated_at)
       select fu.id, ${pick('$3')}, ${pick('$4')}, fu.address_id, round((10 + random() * 400)::numeric, 2),
              'USD', b.created + interval '1 hour', b.created, b.created
       from (select g, case when g <= $1::int then 0 else 1 + floor(random() * $2::int)::int end as u,
                    now() - random() * interval '1095 days' as created
             from generate_series(1, $5::int) g) b
       join fill_users fu on fu.n = b.u
       order by b.created
       returning id, name
     )
     insert into buyout_products (order_id, position, link, name, quantity, price)
     select id, 0, 'https://www.amazon.com/dp/B0' || substr(md5(id::text), 1, 8), name, 1,
            round((10 + random() * 300)::numeric, 2)
     from inserted`,
    [
      FILL.measuredBuyoutOrders,
      FILL.customers,
      PRODUCTS,
      [...BUYOUT_ORDER_STATUSES],
      FILL.buyoutOrders + FILL.measuredBuyoutOrders,
    ],
  );
  // A live database has had autovacuum run over old rows: statistics and the visibility map.
  for (const table of [
    'users',
    'user_addresses',
    'orders',
    'order_items',
    'buyout_orders',
    'buyout_products',
  ]) {
    await step(`vacuum analyze ${table}`, `vacuum (analyze) ${table}`);
  }
  await client.query(
    `insert into users (email, password_hash, customer_code) values ($1, 'bench-no-password', $2)`,
    [MARKER_EMAIL, `BFV${FILL_VERSION}`],
  );
}

function databaseName(url: string): string {
  const name = new URL(url).pathname.slice(1);
  // The name goes into CREATE/DROP DATABASE: letters, digits and underscores only.
  if (!/^\w+$/.test(name)) throw new Error(`unexpected bench database name "${name}"`);
  if (name === 'test' || name === 'postgres') throw new Error(`refusing to fill the "${name}" database`);
  return name;
}

async function exists(admin: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await admin.query(`select 1 from pg_database where datname = $1`, [name]);
  return rowCount === 1;
}

async function hasMarker(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query(`select 1 from users where email = $1`, [MARKER_EMAIL]);
    return rowCount === 1;
  } catch {
    return false; // no users table yet
  } finally {
    await client.end();
  }
}

/** Share of each table's pages the visibility map marks all-visible (1 = an index-only scan never reads the heap). */
export type Visibility = Record<string, number>;

export type FilledDatabase = {
  handle: DatabaseHandle;
  measuredUserId: string;
  reused: boolean;
  visibility: Visibility;
};

const SETTLED_TABLES = [
  'users',
  'sessions',
  'user_addresses',
  'orders',
  'order_items',
  'buyout_orders',
  'buyout_products',
];

/**
 * Vacuums before every run, as autovacuum keeps a live database (it may be off on a bench server, and
 * a fill's own vacuum can leave pages unmarked while another snapshot is open): without it the
 * "index-only" scans read the heap and the run measures the database's state, not the code. Cheap
 * when nothing changed (all-visible pages are skipped). Answers the all-visible share per table.
 */
async function settle(pool: pg.Pool): Promise<Visibility> {
  for (const table of SETTLED_TABLES) await pool.query(`vacuum (analyze) ${table}`);
  const { rows } = await pool.query<{ relname: string; share: string }>(
    `select relname, round(relallvisible::numeric / greatest(relpages, 1), 3) as share
       from pg_class where relname = any($1) and relkind = 'r'`,
    [SETTLED_TABLES],
  );
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.share)]));
}

/** Opens the filled bench database, creating and filling it when it is missing or stale. */
export async function openFilledDatabase(url: string, poolSize = 10): Promise<FilledDatabase> {
  const name = databaseName(url);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    let reused = (await exists(admin, name)) && (await hasMarker(url));
    if (reused) {
      const handle = await openDatabase({ url, poolSize });
      try {
        // A migration added since the fill is applied to the filled data (an index, a column).
        await runMigrations(handle);
      } catch (error) {
        console.warn(`migrations failed on the old fill (${(error as Error).message}): refilling`);
        reused = false;
      }
      await handle.close();
    }
    if (!reused) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const handle = await openDatabase({ url, poolSize: 2 });
      await runMigrations(handle);
      await seed(handle.db);
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const started = Date.now();
      console.info(`filling ${name} (${FILL.orders + FILL.measuredOrders} orders)`);
      try {
        await fill(client);
      } finally {
        await client.end();
      }
      console.info(`filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const handle = await openDatabase({ url, poolSize });
    const pool = (handle as Extract<DatabaseHandle, { kind: 'postgres' }>).pool;
    const visibility = await settle(pool);
    const { rows } = await pool.query<{ id: string }>(`select id from users where email = $1`, [
      MEASURED_EMAIL,
    ]);
    return { handle, measuredUserId: rows[0]!.id, reused, visibility };
  } finally {
    await admin.end();
  }
}
