import type { StaffActionContext } from "@/lib/core/staff-action";
import type { CustomerAuditActor } from "@/lib/customers/record-customer-audit";

/** The audit actor of a staff action: business, user and client address. */
export function customerActor(staff: StaffActionContext): CustomerAuditActor {
  return { businessId: staff.businessId, locationIds: staff.locationIds, userId: staff.userId, actorType: "staff", ip: staff.request.ip };
}
