import "server-only";
import { z } from "zod";
import { db } from "@/db/client";
import { platformSettings } from "@/db/schema";
import { AppError } from "@/lib/auth/app-error";

export const SETTING_VALUE_MAX_LENGTH = 10_000;

export const platformSettingSchema = z.object({
  key: z
    .string({ error: "This field is required" })
    .trim()
    .min(1, { error: "This field is required", abort: true })
    .max(100, { error: "Must be no more than 100 characters long", abort: true })
    .regex(/^[a-z][a-z0-9_]*$/, { error: "Invalid format" }),
  value: z
    .string({ error: "This field is required" })
    .min(1, { error: "This field is required", abort: true })
    .max(SETTING_VALUE_MAX_LENGTH, { error: `Must be no more than ${SETTING_VALUE_MAX_LENGTH} characters long` }),
});

/** Sets a platform setting to a JSON value (the text must parse as JSON). */
export async function updatePlatformSetting(input: { key: string; value: string }, now = new Date()): Promise<void> {
  let value: unknown;
  try {
    value = JSON.parse(input.value);
  } catch {
    throw new AppError(400, "Value must be valid JSON (e.g. true, 42, \"text\")");
  }
  await db
    .insert(platformSettings)
    .values({ key: input.key, value, updatedAt: now })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: now } });
}
