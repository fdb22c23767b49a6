/**
 * Calls server actions over HTTP as Next's own client does: POST to a page that imports the
 * action, with the `Next-Action` header naming the action id from the production build's
 * server-reference manifest, an `Origin` matching the host (Next refuses cross-origin
 * actions), and the arguments encoded by React's `encodeReply`. The answer is an RSC
 * (Flight) stream whose root is `{ a: <the action's result>, … }`; React's own client
 * decodes it.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { send, type HttpResponse } from "./http";

// React's Flight client, as Next bundles it (the same code the browser runs).
// The production build of it: the development one rebuilds server stack traces from error rows.
const flight = createRequire(import.meta.url)("next/dist/compiled/react-server-dom-webpack/cjs/react-server-dom-webpack-client.node.production.js") as {
  encodeReply: (value: unknown) => Promise<string | FormData>;
  createFromNodeStream: (stream: Readable, manifest: unknown) => PromiseLike<unknown>;
};

/**
 * The page re-render that follows an action refers to client components by module id; we
 * read only the action's own result, so every client module decodes as an empty stand-in.
 */
const anyClientModule = new Proxy({}, { get: (_target, id) => new Proxy({}, { get: (_t, name) => ({ id, chunks: [], name, async: false }) }) });
const globals = globalThis as Record<string, unknown>;
globals.__webpack_require__ ??= () => ({});
globals.__webpack_chunk_load__ ??= () => Promise.resolve();

export type ManifestAction = { id: string; filename: string; exportedName: string; workers: string[] };

/** Every server action the production build knows, from .next/server/server-reference-manifest.json. */
export function buildActions(distDir = process.env.NEXT_DIST_DIR ?? ".next"): ManifestAction[] {
  const file = path.join(process.cwd(), distDir, "server", "server-reference-manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as {
    node: Record<string, { workers: Record<string, unknown>; filename: string; exportedName: string }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => ({
    id,
    filename: entry.filename,
    exportedName: entry.exportedName,
    workers: Object.keys(entry.workers),
  }));
}

export type ActionCall = { host: string; path: string; actionId: string; args: unknown[]; cookie?: string };
export type ActionAnswer = { response: HttpResponse; result: unknown; redirect: string | null };

export async function callAction({ host, path: pagePath, actionId, args, cookie }: ActionCall): Promise<ActionAnswer> {
  const encoded = await flight.encodeReply(args);
  if (typeof encoded !== "string") throw new Error("multipart action arguments are not supported here");
  const response = await send({
    method: "POST",
    host,
    path: pagePath,
    headers: {
      accept: "text/x-component",
      "next-action": actionId,
      "content-type": "text/plain;charset=UTF-8",
      origin: `http://${host}`,
      ...(cookie ? { cookie } : {}),
    },
    body: encoded,
  });
  const redirect = typeof response.headers["x-action-redirect"] === "string" ? response.headers["x-action-redirect"].split(";")[0] : null;
  let result: unknown = undefined;
  if (String(response.headers["content-type"] ?? "").startsWith("text/x-component") && response.body) {
    const root = (await flight.createFromNodeStream(Readable.from([response.body]), {
      moduleMap: anyClientModule,
      serverModuleMap: null,
      moduleLoading: null,
    })) as { a?: unknown } | null;
    try {
      result = await root?.a;
    } catch (error) {
      // The action threw: the server sends only a digest, never the error's text.
      result = { thrown: (error as { digest?: string }).digest ?? String(error) };
    }
  }
  return { response, result, redirect };
}
