import type { Server } from "node:http";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider (oidc-provider) standing in for Google in the e2e round
 * trip. The app under test is pointed at it by playwright.config.ts (GOOGLE_ISSUER). Its
 * dev interactions show a login form (any login, any password) and a consent screen; the
 * login typed becomes the account id (the `sub`), and `accounts` says which claims it has.
 */
export const OIDC_CLIENT_ID = "serviceloop-e2e";
export const OIDC_CLIENT_SECRET = "serviceloop-e2e-secret";

export type TestAccount = { email: string; given_name?: string; family_name?: string; name?: string; email_verified?: boolean };

export async function startOidcProvider({ port, appPort, accounts }: { port: number; appPort: string; accounts: Map<string, TestAccount> }) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        // Staff sign in on the staff host (app.); Google's console lists its callback.
        redirect_uris: [`http://app.localhost:${appPort}/api/auth/callback/google`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    // Like Google, put the profile and email claims in the ID token (Auth.js reads them there).
    conformIdTokenClaims: false,
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name"] },
    cookies: { keys: ["serviceloop-e2e-oidc-cookie-key"] },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return { sub: id, email_verified: true, ...account };
        },
      };
    },
  });
  provider.proxy = false;
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, "127.0.0.1", () => resolve(listening));
  });
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
