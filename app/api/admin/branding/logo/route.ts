import { revalidatePath } from "next/cache";
import { LOGO_MESSAGES, MAX_LOGO_BYTES } from "@/lib/businesses/settings/logo/logo-rules";
import { removeBusinessLogo } from "@/lib/businesses/settings/logo/remove-business-logo";
import { uploadBusinessLogo } from "@/lib/businesses/settings/logo/upload-business-logo";
import { DomainError } from "@/lib/foundation/domain-error";
import { isSameOrigin } from "@/lib/core/routes/same-origin";
import { staffRoute } from "@/lib/core/routes/staff-route";

export const dynamic = "force-dynamic";

/** Room for the multipart envelope around a 2 MB file. */
const MAX_REQUEST_BYTES = MAX_LOGO_BYTES + 64 * 1024;
const CROSS_SITE = "Cross-site request refused";

/**
 * POST /api/admin/branding/logo (multipart, field "logo"): Settings → Branding → Upload logo
 * (manage_settings). PNG, JPEG or WebP by content, at most 2 MB; answers `{ companyLogo }`.
 */
export const POST = staffRoute("manage_settings", async (request, staff) => {
  if (!isSameOrigin(request)) throw new DomainError("forbidden", CROSS_SITE);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_REQUEST_BYTES) throw new DomainError("too_large", LOGO_MESSAGES.tooLarge, { field: "logo" });
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw new DomainError("invalid", LOGO_MESSAGES.missing, { field: "logo" });
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("logo");
  } catch {
    throw new DomainError("invalid", LOGO_MESSAGES.missing, { field: "logo" });
  }
  if (!(file instanceof File)) throw new DomainError("invalid", LOGO_MESSAGES.missing, { field: "logo" });
  if (file.size > MAX_LOGO_BYTES) throw new DomainError("too_large", LOGO_MESSAGES.tooLarge, { field: "logo" });
  const result = await uploadBusinessLogo({ businessId: staff.businessId, actorUserId: staff.userId, ip: staff.request.ip }, new Uint8Array(await file.arrayBuffer()));
  revalidatePath("/admin/settings/branding");
  return Response.json(result);
}, { fallback: "Failed to upload the logo" });

/** DELETE /api/admin/branding/logo: Settings → Branding → Remove logo (manage_settings). */
export const DELETE = staffRoute("manage_settings", async (request, staff) => {
  if (!isSameOrigin(request)) throw new DomainError("forbidden", CROSS_SITE);
  await removeBusinessLogo({ businessId: staff.businessId, actorUserId: staff.userId, ip: staff.request.ip });
  revalidatePath("/admin/settings/branding");
  return Response.json({ companyLogo: null });
}, { fallback: "Failed to remove the logo" });
