/**
 * Raw HTTP for the authorisation matrix. node:http rather than a browser or fetch: each
 * request names its Host (tenant subdomains resolve nowhere but here), redirects are never
 * followed (the redirect IS the outcome), and an endless event stream is read up to its
 * first bytes and closed.
 */
import http from "node:http";

export const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * The main app's targets are asked on the staff host (app.), which serves all of it; the apex
 * answers a staff page with a redirect to app. (tests/e2e/foundation/staff-host.spec.ts).
 */
export const mainHost = `app.localhost:${port}`;
export const apexHost = `localhost:${port}`;
export const tenantHost = (subdomain: string) => `${subdomain}.localhost:${port}`;

export type HttpResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };
export type HttpRequest = {
  method?: string;
  host: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Stop reading after this many bytes (an event stream never ends by itself). */
  maxBytes?: number;
};

export function send({ method = "GET", host, path, headers = {}, body, maxBytes = 4 * 1024 * 1024 }: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path, headers: { host, ...headers, ...(body !== undefined ? { "content-length": String(Buffer.byteLength(body)) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") });
        };
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          const isStream = String(res.headers["content-type"] ?? "").startsWith("text/event-stream");
          if (size >= maxBytes || isStream) {
            finish();
            req.destroy();
          }
        });
        res.on("end", finish);
        res.on("close", finish);
        res.on("error", () => finish());
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout: ${method} ${host}${path}`)));
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The cookies a response sets, as name → value (an expired one maps to ""). */
export function setCookies(response: HttpResponse): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of response.headers["set-cookie"] ?? []) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    out.set(pair.slice(0, eq).trim(), /max-age=0/i.test(line) ? "" : pair.slice(eq + 1).trim());
  }
  return out;
}
