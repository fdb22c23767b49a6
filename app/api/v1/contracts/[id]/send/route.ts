import { contractToJson } from "@/lib/api/v1/money/contract-api";
import { listContractsPage } from "@/lib/contracts/list-contracts-page";
import { sendContract } from "@/lib/contracts/send-contract";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { apiRoute } from "@/lib/core/routes/api-route";
import { param } from "@/lib/core/routes/define-route";

/** POST /api/v1/contracts/{id}/send — draft → sent ('Awaiting Signature'), customer notified (manage_quotes). */
export const POST = apiRoute("manage_quotes", {}, async (_request, { scope, params }) => {
  const id = param(params, "id");
  if (!isUuid(id)) throw new DomainError("not_found", "Contract not found");
  await sendContract(scope, { contractId: id });
  const [contract] = await listContractsPage(scope, { limit: 1, contractId: id });
  return Response.json(contractToJson(contract));
});
