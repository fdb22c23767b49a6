import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import fs from "node:fs";
import net from "node:net";

export type EmbeddedDatabase = { url: string; port: number; stop: () => Promise<void> };

const SSL_REQUEST_CODE = 80877103;
const CANCEL_REQUEST_CODE = 80877102;
/** Messages after which the client waits for an answer, so the batch must run now. */
const RUN_NOW = new Set(["S", "Q", "X", "H"]);
/**
 * Messages that end a request. Flush ("H") is not one of them: postgres.js sends
 * Parse/Describe/Flush, reads the parameter types, then Bind/Execute/Sync against the same
 * unnamed statement, so the backend must stay with that connection until Sync.
 */
const REQUEST_END = new Set(["S", "Q", "X"]);

/**
 * Serves one PGlite instance to many wire-protocol connections.
 *
 * PGlite is a single backend. pglite-socket's multiplexer queues each protocol message on
 * its own, so two connections' Parse/Bind/Execute messages interleave and clobber each
 * other's unnamed statement ("portal does not exist"). Here a connection's messages are
 * run as one batch up to Sync (or a simple Query), the backend stays with a connection from
 * its first message to the Sync that ends its request, and a connection that leaves a
 * transaction open keeps the backend until the transaction ends. That makes a pooled
 * driver behave exactly as against a real server, just without parallelism.
 */
class BackendLock {
  private owner: number | null = null;
  private waiters: Array<() => void> = [];
  constructor(private readonly db: PGlite) {}

  async acquire(connection: number): Promise<void> {
    while (this.owner !== null && this.owner !== connection) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    this.owner = connection;
  }

  /** Frees the backend unless the connection is inside a transaction. */
  release(connection: number, force = false): void {
    if (this.owner !== connection) return;
    if (!force && this.db.isInTransaction()) return;
    this.owner = null;
    const waiting = this.waiters.splice(0);
    for (const wake of waiting) wake();
  }
}

function serveConnection(db: PGlite, lock: BackendLock, socket: net.Socket, connection: number): void {
  let buffer = Buffer.alloc(0);
  let started = false;
  let batch: Buffer[] = [];
  let chain = Promise.resolve();

  const run = async (messages: Buffer[], endsRequest: boolean) => {
    await lock.acquire(connection);
    try {
      for (const message of messages) {
        await db.runExclusive(() =>
          db.execProtocolRawStream(new Uint8Array(message), {
            onRawData: (data) => {
              if (socket.writable && data.length > 0) socket.write(Buffer.from(data));
            },
          }),
        );
      }
    } finally {
      if (endsRequest) lock.release(connection);
    }
  };

  const closeCleanly = async () => {
    await lock.acquire(connection);
    try {
      if (db.isInTransaction()) await db.exec("ROLLBACK");
    } finally {
      lock.release(connection, true);
    }
  };

  socket.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST_CODE) {
          socket.write("N");
          continue;
        }
        if (code === CANCEL_REQUEST_CODE) {
          socket.end();
          return;
        }
        started = true;
        chain = chain.then(() => run([Buffer.from(message)], true));
        continue;
      }
      if (buffer.length < 5) return;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return;
      const type = String.fromCharCode(buffer[0]);
      batch.push(Buffer.from(buffer.subarray(0, length)));
      buffer = buffer.subarray(length);
      if (type === "X") {
        batch = [];
        socket.end();
        return;
      }
      if (RUN_NOW.has(type)) {
        const messages = batch;
        batch = [];
        const endsRequest = REQUEST_END.has(type);
        chain = chain.then(() => run(messages, endsRequest)).catch(() => void socket.destroy());
      }
    }
  });
  socket.on("close", () => {
    chain = chain.then(closeCleanly).catch(() => {});
  });
  socket.on("error", () => socket.destroy());
}

/**
 * Starts PGlite (Postgres compiled to WASM) and serves it over the Postgres wire protocol
 * on loopback, so the app talks to it with the same driver it uses for a real server.
 * `dataDir` persists across restarts; "memory://" keeps everything in memory (tests).
 * PGlite is single-process: one running app per data directory.
 */
export async function startEmbeddedDatabase(options: { dataDir: string; port?: number }): Promise<EmbeddedDatabase> {
  const inMemory = options.dataDir === "memory://";
  if (!inMemory) fs.mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the trigram indexes behind the admin lists' substring search (migration customers_admin).
  const db = await PGlite.create(inMemory ? undefined : options.dataDir, { extensions: { pg_trgm } });
  const lock = new BackendLock(db);
  let nextConnection = 1;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    // Answers are written as many small protocol messages; without this, Nagle's algorithm
    // holds each round trip for ~40 ms.
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    serveConnection(db, lock, socket, nextConnection++);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
