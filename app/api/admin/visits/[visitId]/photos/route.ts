import { revalidatePath } from "next/cache";
import { DomainError } from "@/lib/foundation/domain-error";
import { param } from "@/lib/core/routes/define-route";
import { isSameOrigin } from "@/lib/core/routes/same-origin";
import { staffRoute } from "@/lib/core/routes/staff-route";
import { addVisitPhoto } from "@/lib/scheduling/visit-photos/add-visit-photo";
import { readVisitPhotoForm } from "@/lib/scheduling/visit-photos/read-visit-photo-form";
import { VISIT_PHOTO_MESSAGES } from "@/lib/scheduling/visit-photos/visit-photo-rules";
import { visitActorOf } from "@/lib/scheduling/visits/visit-actor";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/visits/{visitId}/photos (multipart: `photo`, `kind` before|after): the crew's
 * day adds a photo from the phone's camera (view_jobs for one's own visits, manage_schedule for
 * any). Answers 201 `{ photo: { id, kind, url } }`.
 */
export const POST = staffRoute(["view_jobs", "manage_schedule"], async (request, staff) => {
  if (!isSameOrigin(request)) throw new DomainError("forbidden", "Cross-site request refused");
  const form = await readVisitPhotoForm(request);
  const photo = await addVisitPhoto({ ...visitActorOf(staff), userId: staff.userId }, { visitId: param(staff.params, "visitId"), ...form });
  revalidatePath("/admin/schedule", "layout");
  return Response.json({ photo }, { status: 201 });
}, { fallback: VISIT_PHOTO_MESSAGES.failed });
