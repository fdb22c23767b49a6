/**
 * Before/after photos of a visit (issue 11 item 4), client-safe: the form and the server read
 * the same kinds, limits and messages. Photos are stored through lib/files under its rules
 * (type sniffed from the content, at most 10 MB); of the types it accepts only images count here.
 */
export const VISIT_PHOTO_KINDS = ["before", "after"] as const;
export type VisitPhotoKind = (typeof VISIT_PHOTO_KINDS)[number];

/** Enough for a thorough job, few enough that a crew's phone cannot fill the bucket by accident. */
export const MAX_PHOTOS_PER_VISIT = 20;

export const VISIT_PHOTO_MESSAGES = {
  missing: "Choose a photo to upload",
  kind: "Say whether the photo is from before or after the work",
  notImage: (name: string) => `File ${name} is not an image. Take or choose a photo.`,
  tooMany: `A visit holds at most ${MAX_PHOTOS_PER_VISIT} photos`,
  closed: "Photos can only be added to a scheduled, started or completed visit",
  failed: "Failed to upload the photo",
} as const;

export const visitPhotoLabel = (kind: VisitPhotoKind) => (kind === "before" ? "Before" : "After");

/** What the crew's day shows of a stored photo. */
export type VisitPhotoView = { id: string; kind: VisitPhotoKind; url: string };

/** Staff read visit photos through this route (the portal through /api/files/{id}). */
export const staffVisitPhotoUrl = (fileId: string) => `/api/admin/visit-photos/${fileId}`;
