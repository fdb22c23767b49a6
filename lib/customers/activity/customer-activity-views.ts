/** One line of a customer's activity timeline (client-safe). */
export type CustomerActivityKind =
  | "access" | "signin" | "preview" | "account" | "quote" | "invoice" | "payment" | "contract" | "job" | "rating" | "message";

export type CustomerActivityItem = {
  id: string;
  kind: CustomerActivityKind;
  /** What happened, in words ("Quote Q-1001 approved", "Signed in to the portal"). */
  title: string;
  /** Who did it or what it said, when known. */
  detail: string | null;
  at: string;
  /** An admin page about it, when there is one. */
  href: string | null;
};

export type CustomerActivity = { items: CustomerActivityItem[]; hasMore: boolean };

/** The timeline shows the newest entries only. */
export const CUSTOMER_ACTIVITY_LIMIT = 50;
