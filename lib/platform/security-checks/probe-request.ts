import "server-only";
import http from "node:http";
import https from "node:https";
import { staffOrigin } from "@/lib/tenancy/staff-url";

export type ProbeResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };
export type ProbeRequest = {
  /** The Host header: the main host or a tenant's portal host. */
  host: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

/**
 * One HTTP request to this deployment, addressed through APP_URL (the address its users reach)
 * with the Host header naming the area under test. node:http rather than fetch: the Host header
 * is ours to set and redirects are answers, not something to follow.
 */
export function probeRequest({ host, path, method = "GET", headers = {}, body }: ProbeRequest, appUrl = process.env.APP_URL ?? "http://localhost:3000"): Promise<ProbeResponse> {
  const target = new URL(appUrl);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        hostname: target.hostname,
        port: target.port || (target.protocol === "https:" ? 443 : 80),
        method,
        path,
        servername: host.split(":")[0],
        headers: { host, ...headers, ...(body !== undefined ? { "content-length": String(Buffer.byteLength(body)) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.setTimeout(15_000, () => request.destroy(new Error(`no answer within 15 s: ${method} ${host}${path}`)));
    request.on("error", reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** The main host (the apex), the staff host (app.) and a portal host of this deployment, as Host header values. */
export function deploymentHosts(appUrl = process.env.APP_URL ?? "http://localhost:3000") {
  const apex = new URL(appUrl);
  return { main: apex.host, staff: new URL(staffOrigin(appUrl)).host, portal: (subdomain: string) => `${subdomain}.${apex.host}`, https: apex.protocol === "https:" };
}
