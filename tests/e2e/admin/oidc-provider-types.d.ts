// oidc-provider ships no type declarations; this covers the little the e2e stand-in uses.
declare module "oidc-provider" {
  import type { Server } from "node:http";

  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
  type Configuration = {
    clients?: Array<Record<string, unknown>>;
    conformIdTokenClaims?: boolean;
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
    [option: string]: unknown;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    listen(port: number, host: string, callback: () => void): Server;
  }
}
