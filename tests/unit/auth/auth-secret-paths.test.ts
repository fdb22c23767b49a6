import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Where the per-install staff secret goes without configuration, and what a failed write
 * reports. Each test imports a fresh copy (the module caches the secret it resolved).
 */
const resolve = async () => (await import("@/lib/identity/staff/secret")).resolveAuthSecret();
let dir: string;

beforeEach(() => {
  vi.resetModules();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-secret-cwd-"));
  vi.stubEnv("AUTH_SECRET", "");
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the staff session secret without AUTH_SECRET_FILE_DIR", () => {
  it("is written to ./.data/auth-secret under the working directory", async () => {
    vi.stubEnv("AUTH_SECRET_FILE_DIR", undefined);
    vi.spyOn(process, "cwd").mockReturnValue(dir);
    const secret = await resolve();
    expect(fs.readFileSync(path.join(dir, ".data", "auth-secret"), "utf8")).toBe(secret);
    expect(fs.readdirSync(dir)).toEqual([".data"]);
  });
});

describe("a secret that cannot be written", () => {
  it("reports the file system's own error, not a missing secret", async () => {
    // procfs exists and refuses new files (even for root): the write fails with ENOENT.
    vi.stubEnv("AUTH_SECRET_FILE_DIR", "/proc");
    await expect(resolve()).rejects.toMatchObject({ code: "ENOENT" });
  });
});
