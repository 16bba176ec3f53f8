// Write load for the chaos scenarios: signed-in customers saving home addresses in their address
// book over HTTP, one request after another per worker. Every write the server acknowledged (201
// with the new id) is recorded: after the fault those, and only those, must all be in the database.
// A write that failed or got no answer may or may not have been committed; nothing is promised.
import { KYIV_CITY_REF } from '../../db/seed/novaposhta/write.js';
import { STALL_LIMIT_MS, sleep } from './budget.js';

export interface Customer {
  email: string;
  token: string;
}

export interface Acknowledged {
  customer: Customer;
  id: string;
  note: string;
}

const PASSWORD = 'parcel-2026-ok';

/** Registers `count` customers (each with its own bearer session) on a running server. */
export async function registerCustomers(baseUrl: string, count: number, tag: string): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const email = `chaos-${tag}-${i}@example.com`;
    const res = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
    customers.push({ email, token: ((await res.json()) as { token: string }).token });
  }
  return customers;
}

/** A home address in Kyiv (a city of the seeded compact directory) carrying a unique note. */
function homeAddress(note: string) {
  return {
    cityId: KYIV_CITY_REF,
    cityName: 'Київ',
    street: 'вул. Хрещатик',
    house: '22',
    building: '',
    flat: '5',
    zip: '01001',
    additionalInfo: note,
  };
}

export interface LoadReport {
  acknowledged: Acknowledged[];
  /** HTTP status -> count ("error" for requests that got no answer: connection refused or reset). */
  statuses: Record<string, number>;
  /** Answers that are neither 201 nor a 503 with Retry-After: each is a finding. */
  unexpected: string[];
  /** The slowest single request (ms). */
  slowestMs: number;
}

export interface WriteLoad {
  /** Stops the workers after their current request and reports. */
  stop(): Promise<LoadReport>;
  /** The report so far (live). */
  readonly report: LoadReport;
}

const active = new Set<WriteLoad>();

/** Stops every load still running (a test that failed half-way leaves its load behind). */
export async function stopAllWriteLoads(): Promise<void> {
  await Promise.all([...active].map((load) => load.stop()));
}

/**
 * Starts `workersPerCustomer` workers per customer against `baseUrl()` (a function: a restarted
 * server may live at the same URL only after a while). `expectNoAnswer`: refused or reset connections
 * are part of the scenario (kill -9); otherwise they are findings too.
 */
export function startWriteLoad(options: {
  baseUrl: () => string;
  customers: Customer[];
  workersPerCustomer?: number;
  expectNoAnswer?: boolean;
  random: () => number;
}): WriteLoad {
  const report: LoadReport = { acknowledged: [], statuses: {}, unexpected: [], slowestMs: 0 };
  const count = (key: string) => (report.statuses[key] = (report.statuses[key] ?? 0) + 1);
  let running = true;
  let sequence = 0;

  const writeOnce = async (customer: Customer) => {
    const note = `chaos ${++sequence} ${Math.floor(options.random() * 1e9).toString(36)}`;
    const started = performance.now();
    try {
      const res = await fetch(`${options.baseUrl()}/api/personal/addresses/address`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
        body: JSON.stringify(homeAddress(note)),
        // Past the stall limit the request is a finding anyway; do not let it hang the test.
        signal: AbortSignal.timeout(STALL_LIMIT_MS * 2),
      });
      const body = await res.text();
      count(String(res.status));
      if (res.status === 201) {
        report.acknowledged.push({ customer, id: (JSON.parse(body) as { id: string }).id, note });
      } else if (res.status === 503 && /^\d+$/.test(res.headers.get('retry-after') ?? '')) {
        await sleep(100); // A client told to come back later does not spin.
      } else {
        report.unexpected.push(`${res.status} ${body.slice(0, 300)}`);
      }
    } catch (err) {
      count('error');
      const reason = err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : String(err);
      if (!options.expectNoAnswer || /abort|timeout/i.test(reason))
        report.unexpected.push(`no answer: ${reason}`);
      await sleep(100);
    } finally {
      report.slowestMs = Math.max(report.slowestMs, performance.now() - started);
    }
  };

  const workers = options.customers.flatMap((customer) =>
    Array.from({ length: options.workersPerCustomer ?? 1 }, async () => {
      while (running) await writeOnce(customer);
    }),
  );
  const load: WriteLoad = {
    report,
    async stop() {
      running = false;
      active.delete(load);
      await Promise.all(workers);
      return report;
    },
  };
  active.add(load);
  return load;
}

/** Waits until the load has at least `n` more acknowledged writes than now (bounded). */
export async function waitForAcknowledged(load: WriteLoad, n: number, timeoutMs = 60_000): Promise<void> {
  const target = load.report.acknowledged.length + n;
  const deadline = Date.now() + timeoutMs;
  while (load.report.acknowledged.length < target) {
    if (Date.now() > deadline) {
      throw new Error(
        `fewer than ${n} writes acknowledged in ${timeoutMs} ms: ${JSON.stringify(load.report)}`,
      );
    }
    await sleep(50);
  }
}

/** Acknowledged ids missing from `stored` (the database's ids): must be empty. */
export function lostWrites(acknowledged: readonly Acknowledged[], stored: ReadonlySet<string>): string[] {
  return acknowledged.filter((w) => !stored.has(w.id)).map((w) => `${w.customer.email} ${w.id} (${w.note})`);
}
