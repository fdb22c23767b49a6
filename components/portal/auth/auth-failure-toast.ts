import { toast } from "@/components/ui/toast";
import { mapAuthFailure, type PortalApiResult, requestErrorMessage } from "@/lib/identity/customer/client-errors";

/**
 * Spec §8: a failed sign-in or sign-up. A function failure (success false with a message) is
 * worded by its text; a failure without an answer by its status. The server's own words go
 * underneath when they add something (e.g. that the email already has an account).
 */
export function toastAuthFailure(result: Extract<PortalApiResult<never>, { ok: false }>, fallback: "Invalid credentials" | "Signup failed") {
  let title: string;
  if (result.network) title = mapAuthFailure("network", fallback);
  else if (result.status >= 500 || !result.message) title = requestErrorMessage(result.status, result.message);
  else title = mapAuthFailure(result.message, fallback);
  const detail = !result.network && result.message && result.message !== title && result.status < 500 ? result.message : undefined;
  toast.error(title, detail ? { description: detail } : undefined);
}
