"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signContractAction } from "@/lib/portal/actions/sign-contract";
import { signContractProblems, type SignContractProblems } from "@/lib/contracts/sign-contract-rules";
import type { ContractView } from "@/lib/contracts/contract-views";
import { SignaturePad, type SignaturePadHandle } from "./signature-pad";

type Props = {
  contract: Pick<ContractView, "id" | "contentSha256">;
  /** While the signature is being saved the dialog may not close. */
  onPendingChange: (pending: boolean) => void;
  onSigned: () => void;
};

/**
 * The sign dialog's form: typed full name, drawn signature and consent (issue 5 item 6). Its
 * own chunk, loaded when the dialog first opens (sign-contract-dialog.tsx), as the signature pad
 * and the form are only wanted by a customer who signs.
 */
export function SignContractForm({ contract, onPendingChange, onSigned }: Props) {
  const router = useRouter();
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState("");
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<SignContractProblems>({});
  const [pending, setPending] = useState(false);

  async function submit() {
    const input = { signerName: name, signatureImage: pad.current?.toDataUrl() ?? "", consent, contentSha256: contract.contentSha256 };
    // The server parses the same fields again (signContractRequestSchema, built on these rules).
    const problems = signContractProblems(input);
    const first = problems.signerName ?? problems.signatureImage ?? problems.consent;
    if (first) {
      setErrors(problems);
      toast.error(first);
      return;
    }
    setErrors({});
    setPending(true);
    onPendingChange(true);
    const result = await signContractAction({ ...input, contractId: contract.id }).catch(() => null);
    setPending(false);
    onPendingChange(false);
    if (result?.ok) {
      toast.success("Contract signed", { description: "A signed copy is available to download." });
      onSigned();
      router.refresh();
    } else {
      toast.error("Error", { description: result?.message ?? "Failed to sign contract" });
    }
  }

  return (
    <>
      <div className="grid gap-4">
        <FormField label="Full name" error={errors.signerName}>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={100} autoFocus />
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
    </>
  );
}
