import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Each test imports a fresh copy: the module caches the secret it resolved. */
const resolve = async () => (await import("@/lib/identity/staff/secret")).resolveAuthSecret();
let dir: string;

beforeEach(() => {
  vi.resetModules();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-secret-"));
  vi.stubEnv("AUTH_SECRET", "");
  vi.stubEnv("AUTH_SECRET_FILE_DIR", dir);
});
afterEach(() => {
  vi.unstubAllEnvs();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the staff session secret", () => {
  it("is AUTH_SECRET when set, and no file is written", async () => {
    vi.stubEnv("AUTH_SECRET", "from-the-environment");
    expect(await resolve()).toBe("from-the-environment");
    expect(fs.existsSync(path.join(dir, "auth-secret"))).toBe(false);
  });

  it("is generated once into the data folder, private, and read back by the next process", async () => {
    const nested = path.join(dir, "not-yet");
    vi.stubEnv("AUTH_SECRET_FILE_DIR", nested);
    const secret = await resolve();
    const file = path.join(nested, "auth-secret");
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(fs.readFileSync(file, "utf8")).toBe(secret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    vi.resetModules();
    expect(await resolve()).toBe(secret);
  });

  it("uses an existing file's secret, trimmed, and caches it", async () => {
    const existing = "s".repeat(40);
    fs.writeFileSync(path.join(dir, "auth-secret"), `${existing}\n`);
    const { resolveAuthSecret } = await import("@/lib/identity/staff/secret");
    expect(resolveAuthSecret()).toBe(existing);
    fs.writeFileSync(path.join(dir, "auth-secret"), "t".repeat(40));
    expect(resolveAuthSecret()).toBe(existing);
  });

  it("accepts a 32-character secret but refuses a shorter file rather than sign with it", async () => {
    fs.writeFileSync(path.join(dir, "auth-secret"), "a".repeat(32));
    expect(await resolve()).toBe("a".repeat(32));
    vi.resetModules();
    fs.writeFileSync(path.join(dir, "auth-secret"), "a".repeat(31));
    await expect(resolve()).rejects.toThrow("Could not create the auth secret in ./.data; set AUTH_SECRET.");
  });
});
