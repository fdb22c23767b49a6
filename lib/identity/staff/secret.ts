import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The secret that signs and encrypts staff sessions. Production sets AUTH_SECRET; a fresh
 * machine without it gets a per-install secret generated once into ./.data/auth-secret
 * (gitignored with the rest of .data), so `npm start` works with no configuration and
 * sessions survive restarts. Several processes may race to create it: the first write wins
 * ("wx") and everyone reads that.
 */
let cached: string | null = null;

export function resolveAuthSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  if (cached) return cached;
  const file = path.join(process.env.AUTH_SECRET_FILE_DIR ?? path.join(process.cwd(), ".data"), "auth-secret");
  const read = () => {
    try {
      const value = fs.readFileSync(file, "utf8").trim();
      return value.length >= 32 ? value : null;
    } catch {
      return null;
    }
  };
  let secret = read();
  if (!secret) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    secret = read();
    if (!secret) throw new Error("Could not create the auth secret in ./.data; set AUTH_SECRET.");
  }
  cached = secret;
  return secret;
}
