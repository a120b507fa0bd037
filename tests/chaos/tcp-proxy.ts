// A TCP proxy on loopback that the chaos suite puts between the apps and a service (PostgreSQL,
// Redis) or in front of the BFFs (a load balancer), so a fault is injected without touching the
// machine's services, which other processes share: a "restart" drops every connection and refuses
// new ones for a while, a partition holds the bytes both ways, a delay slows each chunk down.
import net from 'node:net';

export type ProxyMode = 'pass' | 'down' | 'hold';

export interface TcpProxy {
  /** The port apps connect to (127.0.0.1). */
  readonly port: number;
  /** Connections passing right now. */
  open(): number;
  /** Drops every connection and refuses new ones (the service is gone) until `up()`. */
  down(): Promise<void>;
  /** Lets connections through again, on the same port. */
  up(): Promise<void>;
  /** A partition: connections stay open but no byte passes either way until `heal()`. */
  hold(): void;
  /** Ends a partition: the held bytes flow on. */
  heal(): void;
  /** Every chunk waits this long before it is forwarded (0: none). */
  delay(ms: number): void;
  /** Back ends a new connection tries, in turn (a load balancer skips one that refuses). */
  setTargets(targets: number[]): void;
  close(): Promise<void>;
}

/**
 * Forwards 127.0.0.1:<port> to the first of `targets` that accepts, starting from the next one
 * each time (round robin): with one target a plain proxy, with several a load balancer that goes
 * round the ones still alive.
 */
export async function startTcpProxy(targets: number[], port = 0): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  let delayMs = 0;
  let nextTarget = 0;
  let backends = [...targets];
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket | null }>();
  const held: (() => void)[] = [];

  const forward = (from: net.Socket, to: () => net.Socket | null) => {
    from.on('data', (chunk: Buffer) => {
      const send = () => {
        const target = to();
        if (target && !target.destroyed) target.write(chunk);
      };
      if (mode === 'hold') {
        held.push(send);
      } else if (delayMs > 0 || held.length > 0) {
        // Keep the order: what was held goes first.
        held.push(send);
        setTimeout(flush, delayMs);
      } else {
        send();
      }
    });
  };
  const flush = () => {
    if (mode === 'hold') return;
    for (const send of held.splice(0)) send();
  };

  const connectUpstream = (attempt: number, done: (socket: net.Socket | null) => void) => {
    if (attempt >= backends.length) return done(null);
    const target = backends[nextTarget++ % backends.length]!;
    const socket = net.connect({ host: '127.0.0.1', port: target });
    const fail = () => {
      socket.destroy();
      connectUpstream(attempt + 1, done);
    };
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.off('error', fail);
      done(socket);
    });
  };

  const onConnection = (client: net.Socket) => {
    if (mode === 'down') return void client.destroy();
    client.setNoDelay(true);
    const pair: { client: net.Socket; upstream: net.Socket | null } = { client, upstream: null };
    pairs.add(pair);
    client.pause();
    forward(client, () => pair.upstream);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      pair.upstream?.destroy();
    };
    client.on('error', end);
    client.on('close', end);
    connectUpstream(0, (upstream) => {
      if (!upstream || client.destroyed || mode === 'down') {
        upstream?.destroy();
        return end();
      }
      upstream.setNoDelay(true);
      pair.upstream = upstream;
      forward(upstream, () => client);
      upstream.on('error', end);
      upstream.on('close', end);
      client.resume();
    });
  };

  let server = net.createServer(onConnection);
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : on);
      });
    });
  const boundPort = await listen(port);
  const dropAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    pairs.clear();
    held.length = 0;
  };

  return {
    port: boundPort,
    open: () => pairs.size,
    async down() {
      mode = 'down';
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async up() {
      if (server.listening) return void (mode = 'pass');
      server = net.createServer(onConnection);
      // The port is ours again at once (SO_REUSEADDR is node's default for listeners).
      for (let i = 0; ; i++) {
        try {
          await listen(boundPort);
          break;
        } catch (error) {
          if (i > 50) throw error;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      mode = 'pass';
    },
    hold() {
      mode = 'hold';
    },
    heal() {
      mode = 'pass';
      flush();
    },
    delay(ms) {
      delayMs = ms;
    },
    setTargets(next) {
      backends = [...next];
    },
    async close() {
      mode = 'down';
      dropAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
