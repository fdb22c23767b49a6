import { encodeReply } from "next/dist/compiled/react-server-dom-webpack/client.edge";
import { describe, expect, it } from "vitest";
import { MAX_ARGUMENT_DEPTH } from "@/lib/security/flight-reply-shape";
import { MAX_SERVER_ACTION_BYTES, serverActionRefusal } from "@/lib/security/server-action-body";

/**
 * The proxy refuses, with a 4xx, the server-action requests Next answered 500 (issue 42's red
 * team), and passes everything React's own client encodes (encodeReply, the very function the
 * browser runs) for arguments our actions take.
 */
const HOST = "app.localhost:3000";
const ACTION_ID = "7f".repeat(21);

function action(body: BodyInit, { type, origin = `http://${HOST}`, headers = {} }: { type?: string; origin?: string | null; headers?: Record<string, string> } = {}) {
  const all: Record<string, string> = { host: HOST, "next-action": ACTION_ID, ...headers };
  if (type) all["content-type"] = type;
  if (origin !== null) all.origin = origin;
  return new Request(`http://${HOST}/admin/customers`, { method: "POST", headers: all, body });
}
/** What the browser sends for these arguments. */
async function encoded(args: unknown[]) {
  const body = await encodeReply(args as never);
  return typeof body === "string" ? action(body, { type: "text/plain;charset=UTF-8" }) : action(body);
}
const statusOf = async (request: Request) => (await serverActionRefusal(request))?.status ?? "passed";

function multipart(parts: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  return action(form);
}

describe("server-action requests the proxy passes", () => {
  it("everything React's client encodes: plain objects, escaped $ strings, undefined, BigInt, dates, NaN, FormData with files, Maps and Sets", async () => {
    const form = new FormData();
    form.append("email", "a@b.c");
    form.append("file", new Blob(["hello"]), "notes.txt");
    const cases: unknown[][] = [
      [{ email: "a@b.c", note: "$not a reference", nested: { list: [1, 2, [3]] } }],
      [undefined, 5n, new Date(0), Number.NaN, -0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
      [form],
      [new Map([["k", { v: 1 }]]), new Set(["a"])],
      [],
    ];
    for (const args of cases) expect(await statusOf(await encoded(args))).toBe("passed");
  });

  it("leaves alone what is no server action: a GET, an API post, a page post without an action field", async () => {
    expect(await statusOf(new Request(`http://${HOST}/admin`, { headers: { "next-action": ACTION_ID } }))).toBe("passed");
    expect(await statusOf(new Request(`http://${HOST}/api/x`, { method: "POST", headers: { "content-type": "text/plain" }, body: "not json" }))).toBe("passed");
    const form = new FormData();
    form.append("q", "x");
    expect(await statusOf(new Request(`http://${HOST}/auth`, { method: "POST", body: form }))).toBe("passed");
  });
});

describe("server-action requests the proxy refuses (each answered 500 by Next)", () => {
  it("from a foreign or opaque Origin: 403", async () => {
    expect(await statusOf(action("[]", { type: "text/plain", origin: "https://evil.example" }))).toBe(403);
    expect(await statusOf(action("[]", { type: "text/plain", origin: "null" }))).toBe(403);
    expect(await statusOf(action("[]", { type: "text/plain", origin: `http://${HOST}`, headers: { "x-forwarded-host": "other.example" } }))).toBe(403);
    expect(await statusOf(action("[]", { type: "text/plain", origin: null }))).toBe("passed");
  });

  it("larger than 1 MB, declared or not: 413", async () => {
    const big = `["${"a".repeat(MAX_SERVER_ACTION_BYTES)}"]`;
    expect(await statusOf(action(big, { type: "text/plain" }))).toBe(413);
    const stream = new ReadableStream({ start: (c) => { c.enqueue(new TextEncoder().encode(big)); c.close(); } });
    const chunked = new Request(`http://${HOST}/admin`, { method: "POST", headers: { host: HOST, "next-action": ACTION_ID, "content-type": "text/plain" }, body: stream, duplex: "half" } as RequestInit);
    expect(await statusOf(chunked)).toBe(413);
  });

  it("deep arrays, broken JSON, a non-array root and other content types: 400", async () => {
    const deep = "[".repeat(20_000) + "]".repeat(20_000);
    const justDeepEnough = "[".repeat(MAX_ARGUMENT_DEPTH) + "]".repeat(MAX_ARGUMENT_DEPTH);
    expect(await statusOf(action(deep, { type: "text/plain" }))).toBe(400);
    expect(await statusOf(action(justDeepEnough, { type: "text/plain" }))).toBe("passed");
    expect(await statusOf(action('[{"email": "unterminated', { type: "text/plain" }))).toBe(400);
    expect(await statusOf(action("{}", { type: "text/plain" }))).toBe(400);
    expect(await statusOf(action("[]", { type: "application/json" }))).toBe(400);
    expect(await statusOf(action(new TextEncoder().encode("[]")))).toBe(400); // no content type
  });

  it("references to parts a JSON body cannot have, and unknown or broken references: 400", async () => {
    for (const ref of ["$@0", "$@1", "$Q1", "$W1", "$K1", "$F1", "$h1", "$i1", "$B1", "$R1", "$nabc", "$n", "$undefinedx", "$Z", "$", "$T1"]) {
      expect(await statusOf(action(JSON.stringify([ref]), { type: "text/plain" })), ref).toBe(400);
    }
  });

  it("multipart: a root part 0 that is missing or not JSON, references to missing parts, a huge part name, only $ACTION_ fields: 400", async () => {
    expect(await statusOf(multipart([["1_email", "a@b.c"]]))).toBe(400);
    expect(await statusOf(multipart([["0", "not json"]]))).toBe(400);
    expect(await statusOf(multipart([["0", '{"a":1}']]))).toBe(400);
    expect(await statusOf(multipart([["0", '["$Q1"]']]))).toBe(400);
    expect(await statusOf(multipart([["0", '["$Q1"]'], ["1", "not json"]]))).toBe(400);
    expect(await statusOf(multipart([["0", '["$@1"]'], ["1", '["$@2"]']]))).toBe(400);
    expect(await statusOf(multipart([["0", '["$Q1"]'], ["1", '[["k",1]]']]))).toBe("passed");
    expect(await statusOf(multipart([["0", "[]"], ["x".repeat(100_000), "v"]]))).toBe(400);
    expect(await statusOf(multipart([[`$ACTION_ID_${ACTION_ID}`, ""]]))).toBe(400);
    expect(await statusOf(multipart([["$ACTION_REF_1", ""], ["$ACTION_1:0", "{}"]]))).toBe(400);
    expect(await statusOf(action("--abc\r\nnope\r\n", { type: "multipart/form-data; boundary=xyz" }))).toBe(400);
  });

  it("a form posted to a page without JavaScript naming an action: 400", async () => {
    for (const name of [`$ACTION_ID_${ACTION_ID}`, "$ACTION_REF_1"]) {
      const form = new FormData();
      form.append(name, "");
      expect(await statusOf(new Request(`http://${HOST}/auth`, { method: "POST", headers: { host: HOST }, body: form })), name).toBe(400);
      const urlencoded = new Request(`http://${HOST}/auth`, { method: "POST", headers: { host: HOST, "content-type": "application/x-www-form-urlencoded" }, body: `${encodeURIComponent(name)}=` });
      expect(await statusOf(urlencoded), `${name} urlencoded`).toBe(400);
    }
  });
});
