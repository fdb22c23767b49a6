"use client";

import { PenLine } from "@/components/icons";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { ContractView } from "@/lib/contracts/contract-views";

const loadForm = () => import("./sign-contract-form");
const SignContractForm = lazy(() => loadForm().then((module) => ({ default: module.SignContractForm })));

/**
 * Issue 5 item 6: the Sign Contract button and its dialog. The form inside is loaded when the
 * dialog first opens — or as the pointer or focus reaches the button, so it is usually there
 * already — keeping the signature pad out of /contracts' first load.
 */
export function SignContractDialog({ contract, demo = false }: { contract: Pick<ContractView, "id" | "title" | "contentSha256">; demo?: boolean }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" disabled={demo} onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()}>
          <PenLine aria-hidden="true" /> Sign Contract
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl" onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Sign “{contract.title}”</DialogTitle>
          <DialogDescription>
            Your electronic signature is legally binding. We record your name, the time, your IP address and browser, and a
            fingerprint (SHA-256) of the exact contract text.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner label="Loading..." className="mx-auto size-6" />}>
          <SignContractForm contract={contract} onPendingChange={setPending} onSigned={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
