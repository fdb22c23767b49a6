import { USER_TYPES, type UserType } from "@/db/schema/enums";

/**
 * Spec §4 "User type detection", adapted to our tables. Pure: the lookups are injected, so
 * the order, the time-out and the failure handling are unit-tested without a database
 * (lib/auth/user-type-lookups.ts supplies the real ones).
 */
export type DetectedUserType = UserType | "unknown";

export type UserTypeLookups = {
  /** users.user_type, or null when not set explicitly. */
  explicitType(userId: string): Promise<string | null>;
  hasSuperadminProfile(userId: string): Promise<boolean>;
  /** The user's employee membership (business_members role employee). */
  employeeMembership(userId: string): Promise<{ businessId: string; memberId: string } | null>;
  /** A customers row linked through customers.auth_user_id. */
  customerRecord(userId: string): Promise<{ businessId: string; customerId: string } | null>;
  /** The business this user owns (businesses.owner_user_id or an owner membership). */
  ownedBusiness(userId: string): Promise<{ businessId: string; memberId: string | null } | null>;
};

export type Detection = {
  userType: DetectedUserType;
  businessId: string | null;
  memberId: string | null;
  customerId: string | null;
  superadminId: string | null;
};

export const DETECTION_TIMEOUT_MS = 5000;

const UNKNOWN: Detection = { userType: "unknown", businessId: null, memberId: null, customerId: null, superadminId: null };

function result(userType: DetectedUserType, ids: Partial<Omit<Detection, "userType">> = {}): Detection {
  return { ...UNKNOWN, userType, ...ids };
}

async function detect(userId: string, lookups: UserTypeLookups): Promise<Detection> {
  const explicit = await lookups.explicitType(userId);
  // 1. An explicit type decides; its ids come from the table that type lives in.
  if (explicit && (USER_TYPES as readonly string[]).includes(explicit)) {
    switch (explicit as UserType) {
      case "business_owner": {
        const owned = await lookups.ownedBusiness(userId);
        return result("business_owner", { businessId: owned?.businessId ?? null, memberId: owned?.memberId ?? null });
      }
      case "employee": {
        const member = await lookups.employeeMembership(userId);
        return result("employee", { businessId: member?.businessId ?? null, memberId: member?.memberId ?? null });
      }
      case "customer": {
        const customer = await lookups.customerRecord(userId);
        return result("customer", { businessId: customer?.businessId ?? null, customerId: customer?.customerId ?? null });
      }
      case "superadmin":
        return result("superadmin", { superadminId: userId });
    }
  }
  // 2. Fallback order: superadmin profile, employee, customer, a user with a business.
  if (await lookups.hasSuperadminProfile(userId)) return result("superadmin", { superadminId: userId });
  const member = await lookups.employeeMembership(userId);
  if (member) return result("employee", member);
  const customer = await lookups.customerRecord(userId);
  if (customer) return result("customer", customer);
  const owned = await lookups.ownedBusiness(userId);
  if (owned) return result("business_owner", owned);
  return UNKNOWN;
}

/**
 * Detects a user's type. After `timeoutMs` (5000 by default) the answer is "unknown", and
 * so is any failed lookup: a user is never granted a type by accident.
 */
export async function detectUserType(
  userId: string,
  lookups: UserTypeLookups,
  { timeoutMs = DETECTION_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<Detection> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Detection>((resolve) => {
    timer = setTimeout(() => resolve(UNKNOWN), timeoutMs);
  });
  try {
    return await Promise.race([detect(userId, lookups).catch(() => UNKNOWN), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function isStaffType(type: DetectedUserType): type is "business_owner" | "employee" {
  return type === "business_owner" || type === "employee";
}
