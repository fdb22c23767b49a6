import "server-only";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { sql } from "drizzle-orm";
import { db, inWriteTransaction } from "@/db/client";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { contractContentSha256 } from "./contract-query";
import { getCustomerContract } from "./get-customer-contract";
import { isUuid } from "@/lib/foundation/is-uuid";
import { notifyBusinessOwner } from "@/lib/notifications/notify-business-owner";
import { DomainError } from "@/lib/foundation/domain-error";
import { SIGNATURE_DATA_URL_PREFIX, type SignContractData } from "./sign-contract-schema";
import type { CustomerScope } from "@/lib/foundation/scope";

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The drawn signature must really be a PNG, not just say so. */
function isPngDataUrl(dataUrl: string): boolean {
  const bytes = Buffer.from(dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length), "base64");
  return bytes.length > PNG_MAGIC.length && PNG_MAGIC.every((b, i) => bytes[i] === b);
}

export type SignContractResult = { contractId: string; signedAt: string; contentSha256: string };

/**
 * E-signature (issue 5 item 6). In one statement: the contract moves sent → signed only if
 * it is the customer's, still awaiting signature, and its content hashes to what the
 * customer was shown; the signature record (signer, drawn image, consent, time, IP, user
 * agent, SHA-256 of the content) is written with it. Triggers keep both immutable after.
 */
export async function signContract(
  scope: CustomerScope,
  input: SignContractData & { contractId: string; ip: string | null; userAgent: string | null },
): Promise<SignContractResult> {
  // The write, its notices and its webhook event commit together (the outbox, emit-webhook-event.ts).
  return inWriteTransaction(() => signContractInTransaction(scope, input));
}

async function signContractInTransaction(
  scope: CustomerScope,
  input: SignContractData & { contractId: string; ip: string | null; userAgent: string | null },
): Promise<SignContractResult> {
  if (!isUuid(input.contractId)) throw new DomainError("not_found", "Contract not found");
  if (!isPngDataUrl(input.signatureImage)) throw new DomainError("invalid", "Please draw your signature");

  const rows = await db.execute<{ signed_at: Date | string; title: string; contract_number: string | null }>(sql`
    with signed as (
      update contracts set status = 'signed', signed_date = now(), updated_at = now()
      where id = ${input.contractId}::uuid
        and business_id = ${scope.businessId}::uuid
        and customer_id = ${scope.customerId}::uuid
        and status = 'sent'
        and encode(sha256(convert_to(coalesce(content, ''), 'UTF8')), 'hex') = ${input.contentSha256}
      returning id, business_id, customer_id, title, contract_number
    ), signature as (
      insert into contract_signatures
        (business_id, contract_id, customer_id, signer_name, signature_image, consent, content_sha256, ip, user_agent)
      select business_id, id, customer_id, ${input.signerName}, ${input.signatureImage}, true, ${input.contentSha256},
             ${input.ip}, ${input.userAgent ? input.userAgent.slice(0, 512) : null}
      from signed
      returning contract_id, signed_at
    )
    select signature.signed_at, signed.title, signed.contract_number
    from signature join signed on signed.id = signature.contract_id`);

  const row = rows[0];
  if (!row) {
    const current = await getCustomerContract(scope, input.contractId);
    if (!current) throw new DomainError("not_found", "Contract not found");
    if (current.status !== "sent") throw new DomainError("conflict", "This contract is not awaiting signature");
    if (contractContentSha256(current.content) !== input.contentSha256) {
      throw new DomainError("conflict", "This contract has changed since you opened it. Please review it again before signing.");
    }
    throw new DomainError("conflict", "This contract could not be signed");
  }

  await notifyBusinessOwner(scope, {
    kind: "contract_signed",
    title: `Contract ${displayDocumentNumber(row.contract_number, input.contractId)} signed by ${input.signerName}`,
    body: `"${row.title}" was signed electronically.`,
    link: "/admin/contracts",
  });
  const signedAt = row.signed_at instanceof Date ? row.signed_at : new Date(row.signed_at);
  await emitWebhookEvent({
    businessId: scope.businessId,
    type: "contract.signed",
    data: { contract: { id: input.contractId, contract_number: row.contract_number, customer_id: scope.customerId, title: row.title, signer_name: input.signerName, signed_at: signedAt.toISOString(), content_sha256: input.contentSha256 } },
  });
  return { contractId: input.contractId, signedAt: signedAt.toISOString(), contentSha256: input.contentSha256 };
}
