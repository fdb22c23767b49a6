import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postPortalApi } from "@/lib/identity/customer/client-errors";

/** A real HTTP server standing in for a portal API route: it answers what each path asks. */
let server: http.Server;
let base: string;
const received: { method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ method: req.method, contentType: req.headers["content-type"], body });
      const [status, text] =
        req.url === "/ok" ? [200, JSON.stringify({ success: true, value: 7 })]
        : req.url === "/refused" ? [409, JSON.stringify({ success: false, message: "Already answered" })]
        : req.url === "/field" ? [400, JSON.stringify({ success: false, message: "This field is required", field: "address" })]
        : req.url === "/unsuccessful" ? [200, JSON.stringify({ success: false })]
        : req.url === "/numeric-message" ? [400, JSON.stringify({ success: false, message: 42 })]
        : [502, "<html>bad gateway</html>"];
      res.writeHead(status, { "content-type": "application/json" }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("postPortalApi", () => {
  it("POSTs the body as JSON and returns the data of a successful answer", async () => {
    expect(await postPortalApi(`${base}/ok`, { id: "q1" })).toEqual({ ok: true, data: { success: true, value: 7 } });
    expect(received.at(-1)).toEqual({ method: "POST", contentType: "application/json", body: '{"id":"q1"}' });
  });

  it("returns a refusal's status and message", async () => {
    expect(await postPortalApi(`${base}/refused`, {})).toEqual({ ok: false, status: 409, message: "Already answered", network: false });
  });

  it("passes on the field a refusal names (/book focuses it)", async () => {
    expect(await postPortalApi(`${base}/field`, {})).toEqual({ ok: false, status: 400, message: "This field is required", network: false, field: "address" });
  });

  it("a 200 without success is not a success, and a message that is not text is none", async () => {
    expect(await postPortalApi(`${base}/unsuccessful`, {})).toEqual({ ok: false, status: 200, message: null, network: false });
    expect(await postPortalApi(`${base}/numeric-message`, {})).toEqual({ ok: false, status: 400, message: null, network: false });
  });

  it("an answer that is not JSON has no message", async () => {
    expect(await postPortalApi(`${base}/html`, {})).toEqual({ ok: false, status: 502, message: null, network: false });
  });

  it("never throws: an unreachable server is a network error", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await postPortalApi(`http://127.0.0.1:${port}/gone`, {})).toEqual({ ok: false, status: 0, message: "network error", network: true });
  });
});
