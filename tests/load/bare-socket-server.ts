// The yardstick for bench:realtime: Socket.IO with the same Redis adapter and nothing else. A
// client joins `user:<id>` (its id in the handshake, no token check) on /realtime and gets
// `ready`; POST /emit {"userId","id"} emits `notification` {id} to that room through Redis (so a
// socket on another process gets it), then answers 201. Run two on one prefix to compare with
// two BFF processes.
//   node tests/load/bare-socket-server.ts <port> <redis url> <redis prefix>
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { realtimeNamespace, serverEvents } from '@matchbazaar/contracts';

const [port, redisUrl, prefix] = process.argv.slice(2);
if (!port || !redisUrl || !prefix) {
  console.error('usage: bare-socket-server.ts <port> <redis url> <redis prefix>');
  process.exit(2);
}

const http = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/emit') {
    res.writeHead(404).end();
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const { userId, id } = JSON.parse(body) as { userId: string; id: string };
    realtime.to(`user:${userId}`).emit(serverEvents.notification, { id });
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
  });
});
const io = new Server(http, { serveClient: false });
io.adapter(createAdapter(new Redis(redisUrl), new Redis(redisUrl), { key: `${prefix}:io` }));
const realtime = io.of(realtimeNamespace);
realtime.on('connection', (socket) => {
  const userId = String((socket.handshake.auth as { userId?: unknown }).userId);
  void Promise.resolve(socket.join(`user:${userId}`)).then(() =>
    socket.emit(serverEvents.ready, { userId }),
  );
});
http.listen(Number(port), '127.0.0.1', () => console.log(`bare socket server on ${port}`));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void io.close(() => process.exit(0)));
}
