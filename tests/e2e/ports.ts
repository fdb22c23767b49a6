/**
 * The ports of the server under test and of the Google stand-in. scripts/test-e2e.ts picks
 * free ones (other runs on the machine hold fixed ones) and passes them down in E2E_PORT and
 * E2E_OIDC_PORT; guessing a default here would silently talk to someone else's server.
 */
const HOW = "run the browser tests through `npm run test:e2e` (it picks free ports), or set E2E_PORT and E2E_OIDC_PORT";

function required(name: "E2E_PORT" | "E2E_OIDC_PORT"): string {
  const value = process.env[name];
  if (!value || !/^\d+$/.test(value)) throw new Error(`${name} is not set (or not a port number): ${HOW}`);
  return value;
}

/** The app's port, as a string for building URLs. */
export const e2ePort = (): string => required("E2E_PORT");
/** The port of the local OpenID provider standing in for Google (tests/e2e/admin/oidc-provider.ts). */
export const e2eOidcPort = (): number => Number(required("E2E_OIDC_PORT"));
