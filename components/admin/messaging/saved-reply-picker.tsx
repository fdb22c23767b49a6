"use client";

import Link from "next/link";
import { MessageSquareText } from "@/components/icons";
import type { SavedReplyView } from "@/lib/messaging/saved-replies/saved-reply-schema";

/**
 * Inserts a saved reply into the reply box: a native select (arrow keys, type-ahead and Enter
 * work with the keyboard everywhere), reset after each pick so the same reply can be used twice.
 */
export function SavedReplyPicker({ replies, onPick }: { replies: SavedReplyView[]; onPick: (body: string) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-t bg-slate-50 px-3 py-2 text-sm">
      <MessageSquareText className="size-4 text-muted-foreground" aria-hidden="true" />
      <label htmlFor="saved-reply" className="sr-only">
        Insert a saved reply
      </label>
      {replies.length > 0 ? (
        <select
          id="saved-reply"
          className="h-8 max-w-full rounded-md border bg-white px-2 text-sm"
          value=""
          onChange={(e) => {
            const reply = replies.find((r) => r.id === e.target.value);
            if (reply) onPick(reply.body);
          }}
        >
          <option value="">Insert a saved reply…</option>
          {replies.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </select>
      ) : (
        <span className="text-muted-foreground">No saved replies yet.</span>
      )}
      <Link href="/admin/messaging/saved-replies" className="text-sm underline-offset-4 hover:underline">
        Manage saved replies
      </Link>
    </div>
  );
}
