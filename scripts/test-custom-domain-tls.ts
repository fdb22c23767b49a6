/**
 * `npm run test:tls`: custom domains over HTTPS through Caddy's on-demand TLS, end to end (issue 10).
 * Starts the production build (run `next build` first; NEXT_DIST_DIR is honoured) on a fresh seeded
 * database, then Debian's `caddy` with deploy/Caddyfile and its internal CA (`local_certs`), and:
 *   - fetches the seeded verified custom domain's portal (portal.sparkle.test) over https and gets
 *     Sparkle's sign-in page, with a certificate for that name chained to Caddy's root;
 *   - is refused a certificate (the TLS handshake fails) for an entered-but-unverified domain and
 *     for a name nobody registered, because the app's ask endpoint says no.
 * Not part of `npm test` (that must run with only Node and Chromium); `.ci/run` installs caddy and
 * runs it. Ends with `tls: N passed, N failed`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { DEMO_BUSINESS_NAMES, DEMO_SPARKLE_CUSTOM_DOMAIN, DEMO_SUBDOMAINS } from "../db/seed/demo-constants";
import { provisionTestDatabase } from "../tests/support/test-database";
import { freePort } from "./free-port";

const caddyBin = process.env.CADDY_BIN ?? "caddy";
if (spawnSync(caddyBin, ["version"]).status !== 0) {
  console.error(`[test-tls] caddy not found (${caddyBin}): install Debian's package (apt-get install -y caddy) or set CADDY_BIN`);
  process.exit(1);
}

const UNVERIFIED = "portal.greenleaf-unverified.test";
const children: ChildProcess[] = [];
// However this process ends, the app and Caddy end with it.
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});
const work = fs.mkdtempSync(path.join(os.tmpdir(), "serviceloop-tls-"));
let passed = 0;
let failed = 0;

async function check(name: string, run: () => Promise<void>) {
  try {
    await run();
    passed++;
    console.log(`  ✓ ${name}`);
  } catch (error) {
    failed++;
    console.log(`  ✗ ${name}\n    ${(error as Error).message}`);
  }
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not come up in ${timeoutMs / 1000}s`);
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

type HttpsAnswer = { status: number; body: string; authorized: boolean; altNames: string };

/** GET https://{name}{path} through Caddy on 127.0.0.1, with SNI and Host set to the name. */
function get(name: string, httpsPort: number, pathname: string, ca?: Buffer): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      { host: "127.0.0.1", port: httpsPort, servername: name, path: pathname, headers: { host: `${name}:${httpsPort}` }, ca, rejectUnauthorized: Boolean(ca), timeout: 30_000 },
      (response) => {
        // Read the TLS facts now: the socket is detached from the response once it ends.
        const socket = response.socket as import("node:tls").TLSSocket;
        const tls = { authorized: socket.authorized, altNames: socket.getPeerCertificate()?.subjectaltname ?? "" };
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, ...tls }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end();
  });
}

async function main() {
  const appPort = await freePort();
  const httpsPort = await freePort();
  const httpPort = await freePort();
  const database = await provisionTestDatabase(`tls_${process.pid}`, { appUrl: `http://localhost:${appPort}` });
  try {
    // Greenleaf has entered a domain it has not verified (Sparkle's seeded one is verified).
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    await sql`update businesses set custom_domain = ${UNVERIFIED}, custom_domain_token = 'tls-test', custom_domain_verified_at = null where portal_subdomain = ${DEMO_SUBDOMAINS.greenleaf}`;
    await sql.end();

    const app = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/serve.ts", "start"], {
      env: { ...process.env, PORT: String(appPort), APP_URL: `http://localhost:${appPort}`, DATABASE_URL: database.url, WORKER: "off", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", fs.openSync(path.join(work, "app.log"), "w"), fs.openSync(path.join(work, "app.err"), "w")],
    });
    children.push(app);
    await waitFor("the app", async () => (await fetch(`http://127.0.0.1:${appPort}/api/health`, { headers: { host: `localhost:${appPort}` } })).ok);

    fs.writeFileSync(path.join(work, "test-options"), "local_certs\nskip_install_trust\nadmin off\n");
    const caddy = spawn(caddyBin, ["run", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
      env: {
        ...process.env,
        HOME: work,
        XDG_DATA_HOME: path.join(work, "data"),
        XDG_CONFIG_HOME: path.join(work, "config"),
        CADDY_HTTP_PORT: String(httpPort),
        CADDY_HTTPS_PORT: String(httpsPort),
        CADDY_EXTRA_OPTIONS: path.join(work, "test-options"),
        SERVICELOOP_UPSTREAM: `127.0.0.1:${appPort}`,
      },
      stdio: ["ignore", fs.openSync(path.join(work, "caddy.log"), "w"), fs.openSync(path.join(work, "caddy.err"), "w")],
    });
    children.push(caddy);
    await waitFor("caddy", () => portOpen(httpsPort), 30_000);
    console.log(`[test-tls] app on ${appPort}, caddy https on ${httpsPort}`);

    await check(`a verified custom domain (${DEMO_SPARKLE_CUSTOM_DOMAIN}) gets a certificate and serves its portal`, async () => {
      const first = await get(DEMO_SPARKLE_CUSTOM_DOMAIN, httpsPort, "/login");
      assert(first.status === 200, `status ${first.status}`);
      assert(first.body.includes(DEMO_BUSINESS_NAMES.sparkle), "the page does not name Sparkle");
      assert(first.altNames.includes(`DNS:${DEMO_SPARKLE_CUSTOM_DOMAIN}`), `certificate names: ${first.altNames}`);
      // Now that Caddy's CA exists, the certificate must verify against its root for this name.
      const root = fs.readFileSync(path.join(work, "data", "caddy", "pki", "authorities", "local", "root.crt"));
      const verified = await get(DEMO_SPARKLE_CUSTOM_DOMAIN, httpsPort, "/login", root);
      assert(verified.authorized && verified.status === 200, "the certificate does not verify against Caddy's root");
    });

    for (const [label, name] of [["an entered but unverified domain", UNVERIFIED], ["a name nobody registered", "nobody.example-unknown.test"]]) {
      await check(`${label} (${name}) gets no certificate`, async () => {
        const outcome = await get(name, httpsPort, "/login").then(
          (answer) => `answered ${answer.status}`,
          (error: Error) => `refused: ${error.message}`,
        );
        assert(outcome.startsWith("refused"), outcome);
      });
    }
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    await database.stop().catch(() => {});
  }
  if (failed > 0) {
    for (const file of ["caddy.err", "app.err"]) console.log(`--- ${file}\n${fs.readFileSync(path.join(work, file), "utf8").slice(-4000)}`);
  }
  fs.rmSync(work, { recursive: true, force: true });
  console.log(`tls: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  for (const child of children) child.kill("SIGTERM");
  process.exit(1);
});
