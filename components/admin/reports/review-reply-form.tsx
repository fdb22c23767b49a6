"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { replyToReviewAction } from "@/lib/admin/actions/inbox/reply-to-review";

/** Reply to one review (or change the reply); the customer sees it under their rating in the portal. */
export function ReviewReplyForm({ feedbackId, reply }: { feedbackId: string; reply: string | null }) {
  const router = useRouter();
  const [editing, setEditing] = useState(reply === null);
  const [text, setText] = useState(reply ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const id = `reply-${feedbackId}`;
  if (!editing) {
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => setEditing(true)}>
        Edit reply
      </Button>
    );
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await replyToReviewAction({ feedbackId, reply: text }).catch(() => null);
      if (result?.ok) {
        toast.success("Reply sent", { description: "The customer can read it in their portal." });
        setError(null);
        setEditing(false);
        router.refresh();
        return;
      }
      setError(result?.message ?? "Failed to save the reply");
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <Label htmlFor={id}>Reply to the customer</Label>
      <Textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={2000}
        rows={3}
        disabled={pending}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Sending..." : "Send reply"}
        </Button>
        {reply !== null ? (
          <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={() => { setText(reply); setEditing(false); setError(null); }}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
