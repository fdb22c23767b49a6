"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { deleteSavedReplyAction } from "@/lib/admin/actions/inbox/delete-saved-reply";
import type { SavedReplyView } from "@/lib/messaging/saved-replies/saved-reply-schema";
import { SavedReplyForm } from "./saved-reply-form";

/** One saved reply on the management page: its text, Edit (in place) and Delete (confirmed). */
export function SavedReplyItem({ reply, canManage }: { reply: SavedReplyView; canManage: boolean }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  if (editing) return <SavedReplyForm reply={reply} onDone={() => setEditing(false)} />;
  const remove = async () => {
    setBusy(true);
    const result = await deleteSavedReplyAction({ savedReplyId: reply.id }).catch(() => null);
    setBusy(false);
    if (!result?.ok) return void toast.error(result && !result.ok ? result.message : "Failed to delete the saved reply");
    toast.success("Saved reply deleted");
    router.refresh();
  };
  return (
    <div className="grid gap-2">
      <h3 className="font-medium">{reply.title}</h3>
      <p className="whitespace-pre-line text-sm text-muted-foreground">{reply.body}</p>
      {canManage ? (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${reply.title}`}>
            Edit
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="sm" disabled={busy} aria-label={`Delete ${reply.title}`}>
                Delete
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete “{reply.title}”?</AlertDialogTitle>
                <AlertDialogDescription>Messages already sent with it keep their text.</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction onClick={remove}>Delete</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      ) : null}
    </div>
  );
}
