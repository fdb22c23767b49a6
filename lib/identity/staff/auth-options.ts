import "server-only";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import { z } from "zod";
import { clientAddress } from "@/lib/security/client-address";
import { claimsForUser } from "./session-claims";
import { currentSessionVersion, isSessionVersionCurrent, revokeSessionsOnSignOut } from "./session-version";
import { resolveAuthSecret } from "./secret";
import { BlockedSignin, CustomerPortalSignin } from "./signin-errors";
import { upsertGoogleUser } from "./upsert-google-user";
import { verifyStaffCredentials } from "./verify-staff-credentials";
import type { GoogleClaims } from "./google-profile";

/** Staff sessions last a working week; the token is re-issued as it is used. */
const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;

// Size caps stop oversized posts before any hashing; the forms validate with the spec's messages.
const credentialsInput = z.object({ email: z.string().min(1).max(254), password: z.string().min(1).max(128) });

export function googleConfigured(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

function credentialsProvider(id: "credentials" | "superadmin") {
  return Credentials({
    id,
    name: id === "superadmin" ? "Superadmin" : "Email and password",
    credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
    async authorize(raw, request) {
      const parsed = credentialsInput.safeParse(raw);
      if (!parsed.success) return null;
      const result = await verifyStaffCredentials({
        ...parsed.data,
        ip: clientAddress(request.headers),
        area: id === "superadmin" ? "superadmin" : "staff",
      });
      if (result.status === "ok") return result.user;
      if (result.status === "blocked") throw new BlockedSignin();
      if (result.status === "customer") throw new CustomerPortalSignin(result.portalLoginUrl);
      return null;
    },
  });
}

function googleProvider() {
  return Google({
    clientId: process.env.GOOGLE_CLIENT_ID,
    clientSecret: process.env.GOOGLE_CLIENT_SECRET,
    // Only for tests and staging: an OpenID provider standing in for Google.
    ...(process.env.GOOGLE_ISSUER ? { issuer: process.env.GOOGLE_ISSUER } : {}),
  });
}

export function authOptions(): NextAuthConfig {
  return {
    secret: resolveAuthSecret(),
    // We serve our own hosts (apex, app., tenants) and build every redirect ourselves.
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: "/auth", error: "/auth" },
    providers: [credentialsProvider("credentials"), credentialsProvider("superadmin"), ...(googleConfigured() ? [googleProvider()] : [])],
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== "google") return true;
        const userId = await upsertGoogleUser(account.providerAccountId, (profile ?? {}) as GoogleClaims);
        if (!userId) return false;
        // The session must carry our user id, not the provider's.
        user.id = userId;
        return true;
      },
      async jwt({ token, user, trigger }) {
        if (user?.id && (trigger === "signIn" || trigger === "signUp")) {
          token.sub = user.id;
          Object.assign(token, await claimsForUser(user.id));
          token.sessionVersion = (await currentSessionVersion(user.id)) ?? 0;
          return token;
        }
        // Every request: a token issued before the user's sessions were revoked ends here
        // (null makes Auth.js answer "no session"; lib/identity/staff/session-version.ts).
        if (token.sub && !(await isSessionVersionCurrent(token.sub, token.sessionVersion))) return null;
        if (token.sub && (token.detectedFor !== token.sub || trigger === "update")) {
          // Detection runs once per distinct user id (spec §4), and again on an explicit update.
          Object.assign(token, await claimsForUser(token.sub));
        }
        return token;
      },
      session({ session, token }) {
        session.user.id = token.sub ?? "";
        session.user.userType = token.userType ?? "unknown";
        session.user.businessId = token.businessId ?? null;
        session.user.memberId = token.memberId ?? null;
        session.user.permissions = token.permissions ?? [];
        session.user.portalHome = token.portalHome ?? null;
        return session;
      },
      redirect({ url, baseUrl }) {
        // Auth.js's own redirects (OAuth callback, sign-out) stay on the host in use.
        if (url.startsWith("/") && !url.startsWith("//")) return `${baseUrl}${url}`;
        try {
          if (new URL(url).origin === baseUrl) return url;
        } catch {}
        return baseUrl;
      },
    },
    events: {
      async signOut(message) {
        const token = "token" in message ? message.token : null;
        if (token?.sub) await revokeSessionsOnSignOut(token.sub, token.sessionVersion);
      },
    },
    logger: {
      error(error) {
        // A refused sign-in is an expected outcome, not a server error worth a stack trace.
        const type = (error as { type?: string }).type;
        if (type === "CredentialsSignin" || type === "AccessDenied") return;
        console.error("[auth]", error);
      },
    },
  };
}
