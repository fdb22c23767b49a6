import { buildOpenApiDocument } from "@/lib/api/openapi/build-document";
import { publicRoute } from "@/lib/core/routes/public-route";

/** GET /api/v1/openapi.json — the API's OpenAPI 3.1 document, generated from its zod schemas. */
export const GET = publicRoute(async () => Response.json(buildOpenApiDocument(process.env.APP_URL ?? "http://localhost:3000")), { format: "api" });
