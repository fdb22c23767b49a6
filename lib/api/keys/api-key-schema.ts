import { z } from "zod";
import { PERMISSIONS } from "@/lib/identity/permissions";
import { GENERIC_MESSAGES, requiredText } from "@/lib/validation/generic";

/** Settings → API keys forms (client-safe). */
export const createApiKeySchema = z.object({
  name: requiredText({ max: 60 }),
  permissions: z
    .array(z.enum(PERMISSIONS, { error: GENERIC_MESSAGES.custom }), { error: GENERIC_MESSAGES.custom })
    .min(1, { error: "Choose at least one permission" })
    .transform((list) => [...new Set(list)]),
  /** The locations the key is limited to (issue 38 item 6); none: every location. */
  locationIds: z
    .array(z.uuid({ error: "Unknown location" }), { error: GENERIC_MESSAGES.custom })
    .max(200, { error: GENERIC_MESSAGES.custom })
    .optional()
    .transform((list) => [...new Set(list ?? [])]),
});
export type CreateApiKeyInput = z.output<typeof createApiKeySchema>;

export const revokeApiKeySchema = z.object({ apiKeyId: z.uuid({ error: GENERIC_MESSAGES.custom }) });

/** A key as the Settings list shows it: never the secret, only its first characters. */
export type ApiKeyView = {
  id: string;
  name: string;
  prefix: string;
  permissions: string[];
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
};
