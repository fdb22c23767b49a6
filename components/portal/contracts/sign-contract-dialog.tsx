"use client";

import { PenLine } from "@/components/icons";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signContractAction } from "@/lib/portal/actions/sign-contract";
import { signContractSchema } from "@/lib/contracts/sign-contract-schema";
import type { ContractView } from "@/lib/contracts/contract-views";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { SignaturePad, type SignaturePadHandle } from "./signature-pad";

type Errors = Partial<Record<"signerName" | "signatureImage" | "consent", string>>;

/** Issue 5 item 6: typed full name, drawn signature and consent → the contract is signed. */
export function SignContractDialog({ contract, demo = false }: { contract: ContractView; demo?: boolean }) {
  const router = useRouter();
  const pad = useRef<SignaturePadHandle>(null);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  async function submit() {
    const input = { signerName: name, signatureImage: pad.current?.toDataUrl() ?? "", consent, contentSha256: contract.contentSha256 };
    const parsed = signContractSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        if (key && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      toast.error(firstErrorMessage(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    const result = await signContractAction({ ...input, contractId: contract.id }).catch(() => null);
    setPending(false);
    if (result?.ok) {
      toast.success("Contract signed", { description: "A signed copy is available to download." });
      setOpen(false);
      router.refresh();
    } else {
      toast.error("Error", { description: result?.message ?? "Failed to sign contract" });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" disabled={demo}>
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
        <div className="grid gap-4">
          <FormField label="Full name" error={errors.signerName}>
            <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={100} />
          </FormField>
          <div className="grid gap-2">
            <Label id={`sig-label-${contract.id}`}>Signature</Label>
            <p id={`sig-help-${contract.id}`} className="text-xs text-slate-600">
              Draw your signature in the box, or use your typed name.
            </p>
            <SignaturePad
              ref={pad}
              labelledBy={`sig-label-${contract.id}`}
              describedBy={[`sig-help-${contract.id}`, errors.signatureImage ? `sig-error-${contract.id}` : ""].filter(Boolean).join(" ")}
              invalid={Boolean(errors.signatureImage)}
            />
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => pad.current?.drawTyped(name)} disabled={!name.trim()}>
                Use typed name as signature
              </Button>
            </div>
            {errors.signatureImage ? (
              <p id={`sig-error-${contract.id}`} className="text-sm text-destructive">
                {errors.signatureImage}
              </p>
            ) : null}
          </div>
          <div className="flex items-start gap-2">
            <Checkbox
              id={`consent-${contract.id}`}
              checked={consent}
              onCheckedChange={(v) => setConsent(v === true)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `consent-error-${contract.id}` : undefined}
            />
            <div className="grid gap-1">
              <Label htmlFor={`consent-${contract.id}`} className="font-normal leading-snug">
                I agree to sign this contract electronically and that my electronic signature is the legal equivalent of my
                handwritten signature.
              </Label>
              {errors.consent ? (
                <p id={`consent-error-${contract.id}`} className="text-sm text-destructive">
                  {errors.consent}
                </p>
              ) : null}
            </div>
          </div>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={submit} disabled={pending}>
            {pending ? "Signing..." : "Sign Contract"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
