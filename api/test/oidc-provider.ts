import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

/** The identity the test provider vouches for, with the claims Google puts in its ID tokens. */
export interface TestAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Listen on this port rather than any free one, to bring up an issuer a server was already told about. */
  port?: number;
}

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

const scope = "openid email profile";

/**
 * A real OpenID Connect provider (panva's oidc-provider) on a free loopback port, set up like Google: one
 * confidential client using client_secret_post, RS256 ID tokens carrying email, email_verified and name.
 * Its login "page" is two form endpoints a test posts to by hand: `POST /interaction/:uid/login` with
 * `sub=<account>` signs that account in and grants the requested scopes; `POST /interaction/:uid/abort` makes
 * the provider answer the client with error=access_denied.
 */
export async function startOidcProvider(options: OidcProviderOptions) {
  const accounts = new Map<string, TestAccount>();
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const httpServer = createServer();
  await new Promise<void>((resolve) => httpServer.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [{
      client_id: options.clientId,
      client_secret: options.clientSecret,
      redirect_uris: [options.redirectUri],
      token_endpoint_auth_method: "client_secret_post",
    }],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: "test" }] },
    cookies: { keys: [crypto.randomUUID()] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Google puts the scope's claims in the ID token itself, not only behind the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Explicit lifetimes (the defaults print a notice each) long enough for any test.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
  });
  const handleProvider = provider.callback();

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, uid: string, action: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error("interaction cookie does not match the interaction");
    if (action === "abort") {
      await provider.interactionFinished(req, res, {
        error: "access_denied",
        error_description: "End-User aborted interaction",
      }, { mergeWithLastSubmission: false });
      return;
    }
    const sub = new URLSearchParams(await readBody(req)).get("sub") ?? "";
    if (!accounts.has(sub)) throw new Error(`unknown test account ${sub}`);
    const grant = new provider.Grant({ accountId: sub, clientId: details.params.client_id });
    grant.addOIDCScope(scope);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: sub }, consent: { grantId } });
  }

  httpServer.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "GET" && /^\/interaction\/[^/]+$/.test(req.url ?? "")) {
      res.setHeader("content-type", "text/html");
      return res.end('<form method="post" action="login"><input name="sub"></form>');
    }
    const form = /^\/interaction\/([^/]+)\/(login|abort)$/.exec(req.url ?? "");
    if (req.method !== "POST" || !form) return handleProvider(req, res);
    handleInteraction(req, res, form[1], form[2]).catch((error) => {
      res.statusCode = 400;
      res.end(String(error));
    });
  });

  return {
    issuer,
    /** Makes `account` one the provider can sign in; a later call with the same sub changes its claims. */
    addAccount(account: TestAccount) {
      accounts.set(account.sub, account);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
}

async function readBody(req: IncomingMessage) {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}
