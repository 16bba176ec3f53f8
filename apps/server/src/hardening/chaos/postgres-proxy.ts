// A TCP proxy between the app and PostgreSQL that plays a server restart without touching the shared
// PostgreSQL (other test runs use it at the same time). The app's DATABASE_URL names the proxy, which
// never changes port. A restart, as the app sees it:
//   1. every session gets 57P01 admin_shutdown (the test calls pg_terminate_backend on them),
//   2. `down()`: open connections are cut and the port is closed (ECONNREFUSED, PostgreSQL stopped),
//   3. `startingUp()`: connections are accepted and refused with 57P03 "the database system is
//      starting up", as PostgreSQL answers while it replays its log,
//   4. `up()`: connections reach PostgreSQL again.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface PostgresProxy {
  readonly port: number;
  down(): Promise<void>;
  startingUp(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

// Below Linux's ephemeral range (32768-60999): no outgoing connection takes the port as its local
// port while it is closed, so the proxy can listen on it again.
const PORT_MIN = 20_000;
const PORT_MAX = 32_000;

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => {
      server.off('listening', onListening);
      reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}

/** A protocol ErrorResponse ('E') with the given severity, SQLSTATE and message. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.concat(
    [
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', code],
      ['M', message],
    ]
      .map(([type, value]) => Buffer.from(`${type}${value}\0`, 'utf8'))
      .concat(Buffer.from([0])),
  );
  const header = Buffer.alloc(5);
  header.write('E', 0, 'ascii');
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

export async function startPostgresProxy(target: { host: string; port: number }): Promise<PostgresProxy> {
  const open = new Set<Socket>();
  let mode: 'up' | 'startingUp' = 'up';
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    if (mode === 'startingUp') {
      // Read the startup packet, answer as a PostgreSQL in recovery does, hang up.
      client.once('data', () => client.end(errorResponse('57P03', 'the database system is starting up')));
      client.on('error', () => client.destroy());
      return;
    }
    const upstream = connect(target.port, target.host);
    open.add(upstream);
    const cut = () => {
      client.destroy();
      upstream.destroy();
      open.delete(upstream);
    };
    // Either side closing or failing closes the other, as one real connection would end.
    for (const socket of [client, upstream]) {
      socket.on('error', cut);
      socket.on('close', cut);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });

  let port = 0;
  for (let attempt = 0; port === 0; attempt++) {
    const candidate = PORT_MIN + Math.floor(Math.random() * (PORT_MAX - PORT_MIN));
    try {
      await listen(server, candidate);
      port = candidate;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 50) throw err;
    }
  }

  const closeAll = async () => {
    // close() only stops accepting; it resolves once the open connections are gone, so cut them.
    const closed = new Promise<void>((resolve) =>
      server.listening ? server.close(() => resolve()) : resolve(),
    );
    for (const socket of open) socket.destroy();
    open.clear();
    await closed;
  };
  const listening = async (next: typeof mode) => {
    mode = next;
    if (!server.listening) await listen(server, port);
  };

  return {
    port,
    down: closeAll,
    startingUp: () => listening('startingUp'),
    up: () => listening('up'),
    close: closeAll,
  };
}
