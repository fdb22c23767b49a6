import { BUSINESS_SUSPENDED_MESSAGE } from "@/lib/businesses/suspension-messages";

/** Shown above every admin page while a superadmin has suspended the business. */
export function BusinessSuspendedNotice() {
  return (
    <div role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">
      {BUSINESS_SUSPENDED_MESSAGE}
    </div>
  );
}
