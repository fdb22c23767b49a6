import { VISIT_PHOTO_KINDS, visitPhotoLabel, type VisitPhotoView } from "@/lib/scheduling/visit-photos/visit-photo-rules";

/**
 * A visit's before/after photos, read-only (no script): thumbnails that open the full photo.
 * `of` names the visit, so each list is labelled on its own on a page that shows many visits.
 */
export function VisitPhotoGallery({ photos, of }: { photos: VisitPhotoView[]; of: string }) {
  if (photos.length === 0) return null;
  return (
    <div className="grid gap-2">
      {VISIT_PHOTO_KINDS.map((kind) => {
        const ofKind = photos.filter((photo) => photo.kind === kind);
        if (ofKind.length === 0) return null;
        const label = `${visitPhotoLabel(kind)} photos of ${of}`;
        return (
          <div key={kind} className="grid gap-1">
            <p className="text-xs font-medium uppercase text-muted-foreground">{visitPhotoLabel(kind)}</p>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label={label}>
              {ofKind.map((photo, index) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-md border focus-visible:outline-2 focus-visible:outline-ring">
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={photo.url} alt={`${visitPhotoLabel(kind)} photo ${index + 1} of ${of}`} className="aspect-square w-full bg-muted object-cover" loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
