/**
 * The pricing rule's limits and own messages (client-safe, zod-free): the admin's pricing form
 * reads them in its first load, while the zod schema itself loads only when the form needs it.
 */
export const PRICING_LIMITS = { name: 60, unit: 20, dollars: 100_000, units: 10_000_000, minutes: 1440, addOns: 20, addOnMinutes: 480 } as const;

export const PRICING_MESSAGES = {
  discountsFall: "A more frequent plan needs a discount at least as large as a less frequent one",
  measureNeedsName: "Name the measure the price per unit counts",
  oneFrequency: "Offer at least one frequency",
} as const;
