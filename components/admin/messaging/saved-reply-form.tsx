"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { createSavedReplyAction } from "@/lib/admin/actions/inbox/create-saved-reply";
import { updateSavedReplyAction } from "@/lib/admin/actions/inbox/update-saved-reply";
import type { SavedReplyView } from "@/lib/messaging/saved-replies/saved-reply-schema";
import { SAVED_REPLY_TITLE_MAX } from "@/lib/messaging/saved-replies/saved-reply-limits";
import { MESSAGE_MAX_LENGTH } from "@/lib/messaging/message-limits";

/** Adds a saved reply, or edits one (`reply` given); `onDone` closes the editor. */
export function SavedReplyForm({ reply, onDone }: { reply?: SavedReplyView; onDone?: () => void }) {
  const router = useRouter();
  const [title, setTitle] = useState(reply?.title ?? "");
  const [body, setBody] = useState(reply?.body ?? "");
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const id = reply ? `saved-reply-${reply.id}` : "saved-reply-new";

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await (reply ? updateSavedReplyAction({ savedReplyId: reply.id, title, body }) : createSavedReplyAction({ title, body })).catch(() => null);
      if (result?.ok) {
        toast.success(reply ? "Saved reply updated" : "Saved reply added");
        setError(null);
        if (!reply) {
          setTitle("");
          setBody("");
        }
        onDone?.();
        router.refresh();
        return;
      }
      setError({ field: result && !result.ok ? result.field : undefined, message: result?.message ?? "Failed to save the reply" });
    });
  };
  const invalid = (field: string) => (error && (error.field === field || !error.field) ? true : undefined);
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate aria-label={reply ? `Edit ${reply.title}` : "New saved reply"}>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={SAVED_REPLY_TITLE_MAX} disabled={pending} aria-invalid={invalid("title")} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-body`}>Reply text</Label>
        <Textarea id={`${id}-body`} value={body} onChange={(e) => setBody(e.target.value)} maxLength={MESSAGE_MAX_LENGTH} rows={4} disabled={pending} aria-invalid={invalid("body")} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error.field ? `${error.field === "title" ? "Title" : "Reply text"}: ` : ""}
          {error.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving..." : reply ? "Save changes" : "Add saved reply"}
        </Button>
        {onDone ? (
          <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
