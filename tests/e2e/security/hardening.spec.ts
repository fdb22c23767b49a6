import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../../db/seed/demo-constants";
import { mainHost, port, send, setCookies, tenantHost } from "./http";
import { buildActions } from "./server-actions";

/**
 * Security findings that only the running server shows (scripts/serve.ts, proxy.ts, Next's
 * own request handling): each must answer a clear 4xx, never a 5xx or a redirect elsewhere.
 */

/** One raw request over a socket, exactly as written (node:http would normalise it). */
function raw(request: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString("latin1")));
    socket.on("end", () => resolve({ status: Number(data.split(" ")[1]), head: data.split("\r\n\r\n")[0]! }));
    socket.on("error", reject);
    socket.setTimeout(30_000, () => socket.destroy(new Error("timeout")));
  });
}

test("an absolute-form request target is refused, not redirected to its host", async () => {
  const res = await raw(`GET http://evil.example/ HTTP/1.1\r\nHost: ${mainHost}\r\nConnection: close\r\n\r\n`);
  expect(res.status).toBe(400);
  expect(res.head).not.toMatch(/^location:/im);
});

test("an IPv6 Host with a zone id is a 400", async () => {
  for (const host of ["[fe80::1%25eth0]", `[fe80::1%25eth0]:${port}`]) {
    const res = await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(res.status, host).toBe(400);
  }
});

test("malformed server-action bodies answer 4xx", async () => {
  // The contact form's action, posted to its page as Next's client would, with broken bodies.
  const action = buildActions().find((a) => a.exportedName === "sendContactMessageAction");
  expect(action).toBeTruthy();
  const bodies: [string, string][] = [
    ["text/plain;charset=UTF-8", "[{\"name\": \"unterminated"],
    ["text/plain;charset=UTF-8", "\u0000\u0001garbage"],
    ["multipart/form-data; boundary=xyz", "--abc\r\nnot a part\r\n"],
    ["application/json", "{}"],
  ];
  for (const [type, body] of bodies) {
    const res = await send({
      method: "POST",
      host: mainHost,
      path: "/contact",
      headers: { accept: "text/x-component", "next-action": action!.id, "content-type": type, origin: `http://${mainHost}` },
      body,
    });
    expect(res.status, `${type}: ${body}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${type}: ${body}`).toBeLessThan(500);
  }
});

test("several files of exactly 10 MB upload and go out in one message; PDFs are served as attachments", async () => {
  test.setTimeout(120_000);
  const host = tenantHost("greenleaf");
  const origin = `http://${host}`;
  const login = await send({
    method: "POST",
    host,
    path: "/api/customer-login",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: DEMO_EMAILS.greenleafCustomer, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = `sl_portal_session=${setCookies(login).get("sl_portal_session")}`;

  const TEN_MB = 10 * 1024 * 1024;
  const pdfHead = Buffer.from("%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n", "latin1");
  const files = [
    { name: "ten-megabytes.txt", type: "text/plain", bytes: Buffer.alloc(TEN_MB, "a") },
    { name: "ten-megabytes.pdf", type: "application/pdf", bytes: Buffer.concat([pdfHead, Buffer.alloc(TEN_MB - pdfHead.length, " ")]) },
  ];
  const uploaded: { url: string; name: string; size: number; mime_type: string }[] = [];
  for (const file of files) {
    expect(file.bytes.length).toBe(TEN_MB);
    const boundary = `----sl${Date.now()}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await send({
      method: "POST",
      host,
      path: "/api/portal/uploads",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, origin, cookie },
      body,
    });
    expect(res.status, res.body.slice(0, 200)).toBe(200);
    const json = JSON.parse(res.body) as { files: typeof uploaded };
    expect(json.files).toHaveLength(1);
    expect(json.files[0]!.size).toBe(TEN_MB);
    uploaded.push(json.files[0]!);
  }

  const conversation = await send({ host, path: "/api/customer-portal-data?action=conversations", headers: { cookie } });
  const conversationId = (JSON.parse(conversation.body) as { conversation: { id: string } }).conversation.id;
  const message = await send({
    method: "POST",
    host,
    path: "/api/customer-portal-data",
    headers: { "content-type": "application/json", origin, cookie },
    body: JSON.stringify({
      action: "send_message",
      message_data: { conversation_id: conversationId, content: "", message_type: "file", attachments: uploaded.map((f) => ({ type: "file", ...f })) },
    }),
  });
  expect(message.status, message.body.slice(0, 200)).toBe(200);
  expect((JSON.parse(message.body) as { message: { attachments: unknown[] } }).message.attachments).toHaveLength(2);

  const pdf = uploaded.find((f) => f.name.endsWith(".pdf"))!;
  expect(pdf.mime_type).toBe("application/pdf");
  const served = await send({ host, path: pdf.url, headers: { cookie }, maxBytes: 64 * 1024 * 1024 });
  expect(served.status).toBe(200);
  expect(served.headers["content-disposition"]).toMatch(/^attachment;/);
  expect(served.headers["content-security-policy"]).toContain("sandbox");
});
