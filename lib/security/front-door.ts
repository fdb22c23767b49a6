import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { CLIENT_ADDRESS_HEADER } from "./client-address";

/**
 * What scripts/serve.ts does to every request before Next sees it (plain Node, no Next APIs,
 * so the server script can use it).
 *
 * - The client address comes from the connection: any incoming CLIENT_ADDRESS_HEADER is
 *   replaced by the socket's remote address, so the app can trust that header alone.
 * - Requests Next would mishandle are answered 400 here: an absolute-form request target
 *   (`GET http://evil.example/ HTTP/1.1`, which Next answered with a 308 to that host) and a
 *   Host header that is not a valid URL authority (e.g. an IPv6 zone id, which made URL parsing throw).
 * - Methods we do not serve are answered here, not by Next (which answered them 500): TRACE 405
 *   (Node's parser already answers unknown methods such as TRACK 400), `OPTIONS *` (a question about the server, not a resource) 501. CONNECT never
 *   reaches this function: Node hands it to the server's "connect" event (refuseConnect below).
 *
 * Returns false when the request has been answered.
 */
export function admitAtFrontDoor(req: IncomingMessage, res: ServerResponse): boolean {
  delete req.headers[CLIENT_ADDRESS_HEADER];
  const remote = req.socket.remoteAddress;
  if (remote) req.headers[CLIENT_ADDRESS_HEADER] = remote;

  const target = req.url ?? "";
  if (target === "*" && req.method === "OPTIONS") return refuse(res, "Not Implemented: OPTIONS *", 501);
  if (req.method === "TRACE" || req.method === "CONNECT") return refuse(res, "Method Not Allowed", 405);
  const originForm = target.startsWith("/") && !target.startsWith("//");
  if (!originForm) return refuse(res, "Bad Request: the request target must be a path");
  if (!isValidAuthority(req.headers.host)) return refuse(res, "Bad Request: invalid Host header");
  return true;
}

function isValidAuthority(host: string | undefined): boolean {
  if (!host || /[\s/\\?#@%]/.test(host)) return false;
  try {
    return new URL(`http://${host}`).host !== "";
  } catch {
    return false;
  }
}

const ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

function refuse(res: ServerResponse, message: string, status = 400): false {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", connection: "close", ...(status === 405 ? { allow: ALLOW } : {}) });
  res.end(message);
  return false;
}

/**
 * The server's "connect" listener: we are no proxy, so a CONNECT is answered 405 instead of
 * Node's default of closing the socket unanswered.
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  const body = "Method Not Allowed";
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
}
