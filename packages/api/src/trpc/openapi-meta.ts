import type { OpenApiMeta } from 'trpc-to-openapi';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Options = {
  summary: string;
  protect?: boolean;
  description?: string;
  errorResponses?: Record<number, string>;
};

/** `.meta(rest('POST', '/auth/login', 'auth', {...}))`: the REST facade path of a procedure (docs/api.md#endpoints). */
export const rest = (method: Method, path: `/${string}`, tag: string, options: Options): OpenApiMeta => ({
  openapi: {
    method,
    path,
    tags: [tag],
    summary: options.summary,
    description: options.description,
    protect: options.protect ?? true,
    errorResponses: options.errorResponses,
  },
});
