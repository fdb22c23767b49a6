"use client";

import { Loader2 } from "@/components/icons";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { FormField } from "@/components/ui/form-field";
import {
  VISIT_PHOTO_KINDS,
  VISIT_PHOTO_MESSAGES,
  visitPhotoLabel,
  type VisitPhotoKind,
  type VisitPhotoView,
} from "@/lib/scheduling/visit-photos/visit-photo-rules";

/**
 * Before/after photos on a crew card: one camera input per kind (`capture="environment"` opens
 * the phone's rear camera; on a desktop it is a plain file picker, reachable by keyboard), each
 * upload sent at once, then the stored photos shown as thumbnails.
 */
export function VisitPhotos({ visitId, photos, canAdd }: { visitId: string; photos: VisitPhotoView[]; canAdd: boolean }) {
  const router = useRouter();
  const [uploading, setUploading] = useState<VisitPhotoKind | null>(null);
  const [errors, setErrors] = useState<Partial<Record<VisitPhotoKind, string>>>({});

  const upload = async (kind: VisitPhotoKind, input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setUploading(kind);
    const form = new FormData();
    form.append("kind", kind);
    form.append("photo", file);
    const message = await fetch(`/api/admin/visits/${visitId}/photos`, { method: "POST", body: form })
      .then(async (res) => (res.ok ? null : (((await res.json().catch(() => null)) as { error?: { message?: string } } | null)?.error?.message ?? VISIT_PHOTO_MESSAGES.failed)))
      .catch(() => VISIT_PHOTO_MESSAGES.failed);
    setUploading(null);
    input.value = "";
    setErrors((current) => ({ ...current, [kind]: message ?? undefined }));
    if (message) return;
    toast.success(`${visitPhotoLabel(kind)} photo added`);
    router.refresh();
  };

  return (
    <section className="grid gap-3" aria-label="Photos">
      {VISIT_PHOTO_KINDS.map((kind) => {
        const ofKind = photos.filter((photo) => photo.kind === kind);
        return (
          <div key={kind} className="grid gap-2">
            {canAdd ? (
              <FormField label={`Add ${kind} photo`} error={errors[kind]}>
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  disabled={uploading !== null}
                  onChange={(event) => upload(kind, event.currentTarget)}
                  className="block w-full min-h-11 rounded-md border border-input bg-background text-sm file:mr-3 file:min-h-11 file:border-0 file:bg-secondary file:px-3 file:font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                />
              </FormField>
            ) : null}
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground empty:hidden">
              {uploading === kind ? (
                <>
                  <Loader2 aria-hidden className="size-4 animate-spin" /> Uploading {kind} photo…
                </>
              ) : null}
            </p>
            {ofKind.length > 0 ? (
              <ul className="grid grid-cols-3 gap-2" aria-label={`${visitPhotoLabel(kind)} photos`}>
                {ofKind.map((photo, index) => (
                  <li key={photo.id}>
                    <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-md border">
                      {/* eslint-disable-next-line @next/next/no-img-element */}
                      <img src={photo.url} alt={`${visitPhotoLabel(kind)} photo ${index + 1}`} className="aspect-square w-full bg-muted object-cover" loading="lazy" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
