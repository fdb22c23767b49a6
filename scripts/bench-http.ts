/**
 * What `npm run bench` and `npm run bench:scale` share to talk to the production server they
 * start: requests with our own Host header (the tenant is chosen by it), the health wait,
 * the staff sign-in through the build's real server action, the customer sign-in through the
 * portal's login API, and one autocannon run. `npm run bench:lighthouse` uses its requests too.
 */
import http from "node:http";
import autocannon from "autocannon";

export type BenchRow = { route: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

export function benchHttp(port: number) {
  const origin = `http://127.0.0.1:${port}`;

  /** A request with our own Host header (fetch may not set one): the tenant is chosen by it. */
  function request(path: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${origin}${path}`, { method, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on("error", reject);
      if (body) req.write(body);
      req.end();
    });
  }

  function requestBytes(path: string, headers: Record<string, string>) {
    return new Promise<Buffer>((resolve, reject) => {
      const req = http.request(`${origin}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      });
      req.on("error", reject);
      req.end();
    });
  }

  async function waitForHealth(timeoutMs = 120_000) {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      try {
        const res = await request("/api/health", { headers: { host: `localhost:${port}` } });
        if (res.status === 200) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error("server did not become healthy");
  }

  /**
   * A staff member's Auth.js session cookie, from the real sign-in server action of this build
   * (called as the matrix calls it, tests/e2e/security; it reads E2E_PORT).
   */
  async function signInStaff(email: string, password: string): Promise<string> {
    process.env.E2E_PORT = String(port);
    const { buildActions, callAction } = await import("../tests/e2e/security/server-actions");
    const { setCookies } = await import("../tests/e2e/security/http");
    const action = buildActions().find((a) => a.exportedName === "signInAction");
    if (!action) throw new Error("signInAction is not in the build's server-reference manifest");
    const answer = await callAction({ host: `localhost:${port}`, path: "/auth", actionId: action.id, args: [{ email, password }] });
    const cookie = [...setCookies(answer.response)].filter(([, v]) => v).map(([k, v]) => `${k}=${v}`).join("; ");
    if (!cookie.includes("authjs.session-token=")) throw new Error(`staff sign-in of ${email} failed: ${answer.response.status}`);
    return cookie;
  }

  /** A portal customer's session token, from the portal's login API on the tenant's host. */
  async function signInCustomer(tenantHost: string, email: string, password: string): Promise<string> {
    const res = await request("/api/customer-login", {
      method: "POST",
      headers: { host: tenantHost, "content-type": "application/json", "x-forwarded-for": "10.9.9.9" },
      body: JSON.stringify({ email, password }),
    });
    const body = JSON.parse(res.text) as { success?: boolean; session_token?: string; message?: string };
    if (!body.success || !body.session_token) throw new Error(`sign-in of ${email} failed: ${res.status} ${body.message}`);
    return body.session_token;
  }

  /**
   * One autocannon run. `everyRequestNew`: each request gets its own query parameter, so the
   * rendered-page cache (lib/page-cache), keyed by URL, never has it — a page's first view.
   */
  function run(
    route: string,
    path: string,
    headers: Record<string, string>,
    { seconds, connections, everyRequestNew = false }: { seconds: number; connections: number; everyRequestNew?: boolean },
  ): Promise<BenchRow> {
    let counter = 0;
    const fresh = () => `${path}${path.includes("?") ? "&" : "?"}_bench=${++counter}`;
    return new Promise((resolve, reject) => {
      autocannon(
        {
          url: `${origin}${path}`,
          connections,
          duration: seconds,
          headers,
          timeout: 30,
          ...(everyRequestNew ? { requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: fresh() }) }] } : {}),
        },
        (error: Error | null, result: autocannon.Result) => {
          if (error) return reject(error);
          resolve({
            route,
            rps: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            errors: result.errors + result.timeouts,
            non2xx: result.non2xx,
          });
        },
      );
    });
  }

  return { origin, request, requestBytes, waitForHealth, signInStaff, signInCustomer, run };
}
