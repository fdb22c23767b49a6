import { z } from "zod";

/**
 * A new contract (client-safe): from an approved quote (its lines and terms become the
 * agreement) or from a customer, a title and the terms text written or pasted by staff.
 */
export const createContractSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("quote"),
    quoteId: z.uuid("Choose an approved quote"),
    endDate: z.union([z.literal(""), z.iso.date("Enter a valid date"), z.null()]).optional(),
  }),
  z.object({
    source: z.literal("terms"),
    customerId: z.uuid("Choose a customer"),
    title: z.string().trim().min(1, "Title is required").max(200, "Title can be at most 200 characters"),
    content: z.string().trim().min(1, "The agreement text is required").max(50_000, "The agreement can be at most 50,000 characters"),
    totalAmountCents: z.number().int("Amount must be in whole cents").min(0, "Amount cannot be negative").max(1_000_000_000).default(0),
  }),
]);
export type CreateContractInput = z.output<typeof createContractSchema>;

export const contractIdSchema = z.object({ contractId: z.uuid("Contract not found") });
