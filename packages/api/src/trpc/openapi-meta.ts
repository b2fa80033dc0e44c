import type { OpenApiMeta } from 'trpc-to-openapi';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Error statuses an operation may name itself; 413, 415 and 500 follow from its method. */
type DeclaredErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** What the document says about an operation beyond what trpc-to-openapi reads from the procedure. */
type RestDetails = {
  /**
   * Why this operation answers each error status, in words an integrator acts on. openapi.ts
   * adds what the procedure itself implies (401 for a token, 403 for a role or a verified address
   * from its middlewares, 422 for its input, 429 for a rate limit); a 403 reason here is added to
   * those (a plan limit, a rule of the operation), and so is a 401 reason (a public operation's
   * own, such as wrong credentials). A 404 reason is required when the path names a record; a 422
   * or 429 reason here replaces the generic one.
   */
  errors?: Partial<Record<DeclaredErrorStatus, string>>;
  /** Its 200 sets the httpOnly refresh cookie (`Set-Cookie`). */
  setsSessionCookie?: boolean;
  /**
   * Answers 202 Accepted instead of 200: the work goes on after the answer (a queued job), and the
   * answer is the record to follow it by.
   */
  accepted?: boolean;
  /** Answers 201 Created instead of 200: the operation made a record (the answer is it). */
  created?: boolean;
};

/** Procedure meta: trpc-to-openapi's, plus Folio's own details for the document. */
export type FolioMeta = OpenApiMeta & { rest?: RestDetails };

type Options = RestDetails & { summary: string; description?: string };

/**
 * `.meta(rest('POST', '/auth/login', 'auth', {...}))`: the REST facade path of a procedure
 * (docs/api.md#endpoints). Security and the error answers are derived from the procedure by
 * openapi.ts, never written here: `errors` only adds what the code cannot tell.
 */
export const rest = (method: Method, path: `/${string}`, tag: string, options: Options): FolioMeta => ({
  openapi: {
    method,
    path,
    tags: [tag],
    summary: options.summary,
    description: options.description,
  },
  rest: {
    errors: options.errors,
    setsSessionCookie: options.setsSessionCookie,
    accepted: options.accepted,
    created: options.created,
  },
});
