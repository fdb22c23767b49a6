import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { admitAtFrontDoor, refuseConnect } from "@/lib/security/front-door";
import { parseHost } from "@/lib/tenancy/parse-host";

/**
 * scripts/serve.ts puts admitAtFrontDoor in front of Next. Here the same function fronts a
 * handler that echoes what the app would see, over real sockets with raw HTTP.
 */
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (!admitAtFrontDoor(req, res)) return;
    const body = JSON.stringify({ clientAddress: req.headers[CLIENT_ADDRESS_HEADER] ?? null, url: req.url });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
  server.on("connect", refuseConnect);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends a raw request and returns the status line and body. */
function raw(request: string): Promise<{ status: number; body: string; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString()));
    socket.on("end", () => {
      const [head, body = ""] = data.split("\r\n\r\n");
      resolve({ status: Number(head!.split(" ")[1]), head: head!, body });
    });
    socket.on("error", reject);
  });
}

describe("the front door of the server", () => {
  it("stamps the connection's address and drops a forged copy of the header", async () => {
    const res = await raw(`GET /x HTTP/1.1\r\nHost: localhost\r\n${CLIENT_ADDRESS_HEADER}: 6.6.6.6\r\nX-Forwarded-For: 6.6.6.6\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).clientAddress).toBe("127.0.0.1");
  });

  it("answers an absolute-form request target 400, never a redirect to its host", async () => {
    const res = await raw("GET http://evil.example/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(res.status).toBe(400);
    expect(res.head).not.toMatch(/location:/i);
    expect(res.body).toContain("Bad Request");
  });

  it("answers a Host with an IPv6 zone id 400", async () => {
    const res = await raw("GET / HTTP/1.1\r\nHost: [fe80::1%25eth0]\r\nConnection: close\r\n\r\n");
    expect(res.status).toBe(400);
    expect(parseHost("[fe80::1%25eth0]")).toMatchObject({ kind: "invalid" });
    expect(parseHost("[fe80::1%eth0]:3000")).toMatchObject({ kind: "invalid" });
    expect(parseHost("[::1]:3000")).toEqual({ kind: "main" });
  });

  // Issue 42's red team: Next answered these 500, and CONNECT closed the socket unanswered.
  it("answers TRACE 405 with Allow, OPTIONS * 501, and CONNECT 405 on the socket; an unknown method is Node's 400", async () => {
    const trace = await raw("TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(trace.status).toBe(405);
    expect(trace.head).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i);
    expect((await raw("TRACK / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).status).toBe(400);
    const asterisk = await raw("OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(asterisk.status).toBe(501);
    const connectTo = await raw("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expect(connectTo.status).toBe(405);
    expect(connectTo.body).toBe("Method Not Allowed");
    // An ordinary OPTIONS of a path still reaches the app.
    expect((await raw("OPTIONS /x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).status).toBe(200);
  });
});
