import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a connection ended after its last answer may take to close before it is cut. */
const END_GRACE_MS = 1000;

/**
 * Lets a stopping server close its keep-alive connections itself. server.close() waits for every
 * connection to close, and Node's own reaping (closeIdleConnections) misses two kinds: a connection
 * whose answer was still going out when the stop began (a live stream ended by modules/notifications/routes/live-plugin.ts, a
 * slow read, a write), which turns idle only afterwards, and one whose live stream the client
 * dropped, which Node keeps counting as busy. Either then held the stop for Fastify's 72 s
 * keep-alive, past server.ts's 10 s limit. Here every connection's answers in flight are counted:
 * `drain()` closes the idle ones at once and each other one as soon as its last answer is sent.
 */
export function drainableConnections(server: Server): { drain(): void } {
  const open = new Set<Socket>();
  const busy = new Map<Socket, number>();
  let draining = false;
  const end = (socket: Socket) => {
    socket.end();
    setTimeout(() => socket.destroy(), END_GRACE_MS).unref();
  };
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      busy.delete(socket);
    });
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) return void busy.set(socket, left);
      busy.delete(socket);
      if (draining) end(socket);
    });
  });
  return {
    drain() {
      draining = true;
      for (const socket of open) if (!busy.has(socket)) end(socket);
    },
  };
}
