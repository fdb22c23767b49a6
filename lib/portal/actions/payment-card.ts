"use server";

import "server-only";
import { z } from "zod";
import { customerAction } from "@/lib/core/customer-action";
import { noInput } from "@/lib/foundation/no-input";
import { removeSavedCard } from "@/lib/money/autopay/remove-saved-card";
import { setAutopay } from "@/lib/money/autopay/set-autopay";
import { startCardSetup } from "@/lib/money/autopay/start-card-setup";

/** Account → "Save a card" / "Update card": the Stripe page that saves it (the browser goes there). */
export const startCardSetupAction = customerAction(noInput, (_input, { scope }) => startCardSetup(scope), { fallback: "Failed to start saving a card" });

/** Account → "Remove card" (autopay goes off with it). */
export const removeCardAction = customerAction(noInput, (_input, { scope, ip }) => removeSavedCard(scope, { ip }), { fallback: "Failed to remove the card" });

const autopaySchema = z.object({ enabled: z.boolean({ error: "Choose on or off" }) });

/** Account → "Pay invoices automatically" (consent text shown beside it; audited). */
export const setAutopayAction = customerAction(autopaySchema, ({ enabled }, { scope, ip }) => setAutopay(scope, { enabled }, { ip }), { fallback: "Failed to change autopay" });
