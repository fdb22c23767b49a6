import { z } from "zod";
import { optionalText } from "@/lib/validation/generic";
import { MAX_TERMS_LENGTH, parseArrivalWindows, parseWebsiteOrigins } from "./booking-settings-rules";

/**
 * Settings → Booking (issue 39 items 2 and 4): the form's fields as typed, the rows to store as
 * output. Own windows are read only when chosen; §9's slots are stored as null.
 */
export const bookingSettingsSchema = z
  .object({
    enabled: z.boolean(),
    autoConfirm: z.boolean(),
    requireCardOnFile: z.boolean().default(false),
    windowsMode: z.enum(["standard", "own"]),
    windows: z.string().max(1000),
    websiteOrigins: z.string().max(3000),
    terms: optionalText({ max: MAX_TERMS_LENGTH }),
  })
  .transform((input, ctx) => {
    const windows = input.windowsMode === "own" ? parseArrivalWindows(input.windows) : null;
    if (windows && "problem" in windows) {
      ctx.addIssue({ code: "custom", path: ["windows"], message: windows.problem });
      return z.NEVER;
    }
    const origins = parseWebsiteOrigins(input.websiteOrigins);
    if ("problem" in origins) {
      ctx.addIssue({ code: "custom", path: ["websiteOrigins"], message: origins.problem });
      return z.NEVER;
    }
    return { enabled: input.enabled, autoConfirm: input.autoConfirm, requireCardOnFile: input.requireCardOnFile, arrivalWindows: windows ? windows.windows : null, websiteOrigins: origins.origins, terms: input.terms };
  });

export type BookingSettingsValues = z.output<typeof bookingSettingsSchema>;
