import { afterEach, describe, expect, it, vi } from "vitest";
import { newClientMessageId } from "@/lib/messaging/new-client-message-id";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newClientMessageId", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a v4 UUID from crypto.randomUUID where the context has it", () => {
    expect(newClientMessageId()).toMatch(V4);
  });

  it("falls back to a v4 UUID from getRandomValues (plain-http hosts), a different one each time", () => {
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => { for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256); return bytes; } });
    const ids = Array.from({ length: 200 }, () => newClientMessageId());
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(200);
  });
});
