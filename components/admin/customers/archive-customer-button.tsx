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
import { setCustomerArchivedAction } from "@/lib/admin/actions/customers/archive-customer";

/** Archive (with a confirmation: it closes portal access) or restore a customer. */
export function ArchiveCustomerButton({ customerId, name, archived }: { customerId: string; name: string; archived: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await setCustomerArchivedAction({ customerId, archived: !archived });
      if (!result.ok) return void toast.error(result.message);
      toast.success(archived ? `${name} restored` : `${name} archived`);
      router.refresh();
    } catch {
      toast.error("Failed to update customer");
    } finally {
      setBusy(false);
    }
  };
  if (archived) {
    return (
      <Button variant="outline" disabled={busy} onClick={run}>
        Restore customer
      </Button>
    );
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={busy}>
          Archive
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Archive {name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Their quotes, invoices and history are kept, but they leave the customer list and can no longer sign in to the portal. You can restore them later.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={run}>Archive</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
