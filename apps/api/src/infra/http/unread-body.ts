import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long a refused client may go on sending (discarded) after the answer before the connection is cut. */
const LINGER_MS = 2_000;

/**
 * For an answer given while the request body is still arriving (a refused upload, a request refused
 * before its body was read): `Connection: close` tells the client to stop sending, and what still
 * arrives is discarded. Without this, Node would read the whole rest of the body to keep the connection
 * alive.
 *
 * The close itself lingers (RFC 9112 §9.6, nginx's `lingering_close`): Node ends a `Connection: close`
 * answer with `socket.destroySoon()`, and closing a socket that still receives makes the kernel send a
 * reset, which can reach the client before it has read the answer (it then sees EPIPE/ECONNRESET and no
 * 413). So for these answers only, the writing side is closed after the answer and the reading side keeps
 * discarding until the client hangs up, or LINGER_MS at most.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete || res.headersSent) return;
  res.setHeader('Connection', 'close');
  req.resume();
  const socket = req.socket as Socket | null;
  if (socket) socket.destroySoon = () => lingeringClose(socket);
}

function lingeringClose(socket: Socket): void {
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
