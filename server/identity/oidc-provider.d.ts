/**
 * The slice of oidc-provider 9's API this module uses, typed by hand: the package ships no types and
 * @types/oidc-provider would be one more dependency for the whole team. Shapes follow the library's source.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    jti?: string;
    accountId?: string;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
    session?: { accountId?: string; uid?: string };
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: unknown, rejected: string[]): Promise<Record<string, unknown>>;
  }

  export interface Client {
    clientId: string;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(ttl?: number): Promise<string>;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface InteractionResults {
    [key: string]: unknown;
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
  }

  export interface OIDCContext {
    readonly route: string;
    readonly client?: Client;
    readonly session?: Session;
    readonly account?: Account;
    readonly result?: InteractionResults;
    readonly params?: Record<string, unknown>;
    readonly requestParamOIDCScopes: Set<string>;
    readonly requestParamClaims: Set<string>;
  }

  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    type: string;
    body: unknown;
    status: number;
    set(field: string, value: string): void;
  }

  export interface Interaction {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string; uid?: string };
    lastSubmission?: InteractionResults;
    exp: number;
    destroy(): Promise<void>;
  }

  export interface AccessToken {
    accountId: string;
    clientId: string;
    scope?: string;
    exp: number;
  }

  export type CheckResult = boolean;

  export namespace interactionPolicy {
    class Check {
      static readonly REQUEST_PROMPT: true;
      static readonly NO_NEED_TO_PROMPT: false;
      constructor(
        reason: string,
        description: string,
        check: (ctx: KoaContextWithOIDC) => CheckResult | Promise<CheckResult>,
      );
      constructor(
        reason: string,
        description: string,
        error: string,
        check: (ctx: KoaContextWithOIDC) => CheckResult | Promise<CheckResult>,
      );
    }
    class Prompt {
      constructor(options: { name: string; requestable?: boolean }, ...checks: Check[]);
      readonly name: string;
      /** The prompt's checks, in order; `add` inserts one (at the end by default). */
      readonly checks: Check[] & { add(check: Check, index?: number): void };
    }
    interface Policy extends Array<Prompt> {
      get(name: string): Prompt | undefined;
      add(prompt: Prompt, index?: number): void;
      remove(name: string): void;
    }
    function base(): Policy;
  }

  export interface Configuration {
    [key: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
    readonly AccessToken: { find(token: string): Promise<AccessToken | undefined> };
    readonly RefreshToken: { find(token: string): Promise<{ grantId: string } | undefined> };
    readonly Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
  }

  export default Provider;
}
