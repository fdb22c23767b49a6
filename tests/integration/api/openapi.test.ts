import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { API_V1_OPERATIONS } from "@/lib/api/v1/operations";

const root = path.resolve(__dirname, "../../..");

/** Every app/api/v1 route file and its exported methods, as "/customers/{id} get". */
function routesInCode(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const rel = path.relative(path.join(root, "app/api/v1"), dir).split(path.sep).join("/");
        if (rel === "openapi.json") continue;
        const apiPath = `/${rel}`.replace(/\[(\w+)\]/g, "{$1}");
        const text = fs.readFileSync(full, "utf8");
        for (const [, method] of text.matchAll(/export const (GET|POST|PATCH|DELETE)\b/g)) out.push(`${apiPath} ${method.toLowerCase()}`);
      }
    }
  };
  walk(path.join(root, "app/api/v1"));
  return out.sort();
}

describe("OpenAPI document", () => {
  it("describes exactly the v1 routes in the code", () => {
    const described = API_V1_OPERATIONS.map((op) => `${op.path} ${op.method}`).sort();
    expect(described).toEqual(routesInCode());
  });

  it("is a valid-looking OpenAPI 3.1 document generated from the schemas", async () => {
    const response = await openapi(new Request("http://localhost:3000/api/v1/openapi.json"));
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    const business = doc.paths["/business"].get;
    expect(business.responses["200"].content["application/json"].schema.properties.timezone).toMatchObject({ type: "string" });
    expect(business.responses["401"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Error" });
  });

  it("documents the portal host's public booking endpoints with their own server, no key and the portal's error body (issue 39)", async () => {
    const doc = await (await openapi(new Request("http://localhost:3000/api/v1/openapi.json"))).json();
    for (const [route, method] of [["/book", "post"], ["/book/slots", "get"], ["/book/visit", "post"]] as const) {
      expect(fs.existsSync(path.join(root, `app/api${route}/route.ts`)), route).toBe(true);
      expect(doc.paths[route].servers[0]).toMatchObject({ url: "{portal_origin}/api", variables: { portal_origin: { default: "http://yourbusiness.localhost:3000" } } });
      expect(doc.paths[route][method]).toMatchObject({ security: [], tags: ["Online booking (portal host)"] });
      expect(doc.paths[route][method].responses["400"].content["application/json"].schema.properties.field).toBeDefined();
    }
    expect(doc.paths["/book"].post.requestBody.content["application/json"].schema.required).toEqual(expect.arrayContaining(["serviceId", "frequency", "zip", "email", "acceptTerms"]));
    expect(doc.paths["/book/slots"].get.parameters.map((p: { name: string }) => p.name)).toEqual(["serviceId", "frequency", "measure", "addOnIds", "zip"]);
    expect(doc.paths["/book/visit"].post.requestBody.content["application/json"].schema.required).toEqual(["visitToken", "step"]);
    expect(doc.paths["/leads"].get).toMatchObject({ tags: ["Booking"] });
  });
});
