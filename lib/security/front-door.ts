import type { IncomingMessage, ServerResponse } from "node:http";
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
 *
 * Returns false when the request has been answered.
 */
export function admitAtFrontDoor(req: IncomingMessage, res: ServerResponse): boolean {
  delete req.headers[CLIENT_ADDRESS_HEADER];
  const remote = req.socket.remoteAddress;
  if (remote) req.headers[CLIENT_ADDRESS_HEADER] = remote;

  const target = req.url ?? "";
  const originForm = target.startsWith("/") && !target.startsWith("//");
  const asterisk = target === "*" && req.method === "OPTIONS";
  if (!originForm && !asterisk) return refuse(res, "Bad Request: the request target must be a path");
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

function refuse(res: ServerResponse, message: string): false {
  res.writeHead(400, { "content-type": "text/plain; charset=utf-8", connection: "close" });
  res.end(message);
  return false;
}
