/**
 * The OpenAPI document served at GET /api/openapi.json, judged the way an integrator's tooling
 * judges it: a validating parser, Redocly's recommended lint rules, and the promises the error
 * contract makes (one error envelope, explicit security, 401 wherever a token is needed).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID } from '../helpers/answers';
import { downloadDocument, useLiveServer } from './live-server';
import {
  effectiveSecurity,
  formatSchemaErrors,
  type OpenApiDocument,
  operationsOf,
  pointerOf,
  type Response,
  requiresBearer,
  resolve,
  responseFor,
  schemaValidator,
} from './openapi-document';
import { expectNoProblems } from './problems';

const { live } = useLiveServer();
let document: OpenApiDocument;

beforeAll(async () => {
  const res = await fetch(new URL('/api/openapi.json', live.baseUrl));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json\b/);
  document = await downloadDocument(live.baseUrl);
});

const ERROR_REF = '#/components/schemas/Error';

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI document (swagger-parser)', async () => {
    let failure: string | null = null;
    try {
      // validate() dereferences in place: the copy keeps the other tests' document intact.
      await SwaggerParser.validate(structuredClone(document) as never);
    } catch (error) {
      const details = (error as { details?: unknown }).details;
      failure = `${(error as Error).message}${details ? `\n${JSON.stringify(details, null, 2)}` : ''}`;
    }
    expect(failure).toBeNull();
  });

  it("has no errors under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document, null, 2),
      absoluteRef: 'openapi.json',
      config,
    });
    const describeProblem = (problem: NormalizedProblem) =>
      `${problem.severity} ${problem.ruleId} at ${problem.location.map((l) => l.pointer ?? '').join(', ')}: ${problem.message}`;
    const errors = problems.filter((problem) => problem.severity === 'error');
    const warnings = problems.filter((problem) => problem.severity !== 'error');
    expectNoProblems(
      `Redocly recommended (${warnings.length} warning(s) listed after the errors)`,
      errors.length > 0 ? [...errors, ...warnings].map(describeProblem) : [],
    );
  });

  it('gives every operation a unique operationId and an explicit security list', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { label, operation } of operationsOf(document)) {
      const id = operation.operationId;
      if (typeof id !== 'string' || id === '') problems.push(`${label}: no operationId`);
      else if (seen.has(id)) problems.push(`${label}: operationId ${id} is also ${seen.get(id)}'s`);
      else seen.set(id, label);
      if (!Array.isArray(operation.security)) {
        problems.push(`${label}: no security (an empty list marks a public operation)`);
        continue;
      }
      const schemes = document.components?.securitySchemes ?? {};
      for (const requirement of operation.security) {
        for (const name of Object.keys(requirement)) {
          if (!schemes[name])
            problems.push(`${label}: security names ${name}, which is not a security scheme`);
        }
      }
    }
    expectNoProblems('operationId and security', problems);
  });

  it(`answers every error (4xx, 5xx) with the one ${ERROR_REF} schema`, () => {
    const problems: string[] = [];
    for (const entry of operationsOf(document)) {
      for (const [key, response] of Object.entries(entry.operation.responses ?? {})) {
        if (!/^[45]/.test(key) && key !== 'default') continue;
        const content = resolve<Response>(document, response, '').node?.content ?? {};
        const mediaTypes = Object.keys(content);
        if (mediaTypes.length === 0)
          problems.push(`${entry.label} ${key}: no content (the error body is JSON)`);
        if (mediaTypes.length > 0 && !mediaTypes.includes('application/json'))
          problems.push(`${entry.label} ${key}: no application/json content (has ${mediaTypes.join(', ')})`);
        for (const [mediaType, { schema }] of Object.entries(content)) {
          const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
          if (ref !== ERROR_REF)
            problems.push(
              `${entry.label} ${key} ${mediaType}: schema is ${ref ? `a reference to ${String(ref)}` : JSON.stringify(schema)}, not ${ERROR_REF}`,
            );
        }
      }
    }
    expectNoProblems(`error responses and ${ERROR_REF}`, problems);
  });

  it(`describes the error envelope of the contract in ${ERROR_REF}`, () => {
    const validator = schemaValidator(document);
    const pointer = pointerOf('components', 'schemas', 'Error');
    // The 403 codes of the error contract, written out here: the document must agree with the
    // contract, not with whatever list the server happens to use.
    const forbidden = ['INSUFFICIENT_ROLE', 'EMAIL_NOT_VERIFIED', 'PLAN_UPGRADE_REQUIRED'];
    const valid: unknown[] = [
      { msg: 'Not found' },
      { msg: 'Name is required', errors: [{ field: 'name', msg: 'Name is required' }] },
      ...forbidden.map((code) => ({ msg: 'Refused', code })),
      {
        msg: 'Upgrade',
        code: 'PLAN_UPGRADE_REQUIRED',
        requiredPlan: 'pro',
        currentPlan: 'free',
        subscriptionStatus: 'inactive',
      },
    ];
    const invalid: unknown[] = [
      {},
      { message: 'Not found' },
      { msg: 'Refused', code: 'NOT_A_403_CODE' },
      { msg: 'Name is required', errors: [{ field: 'name' }] },
    ];
    const problems: string[] = [];
    for (const body of valid) {
      const errors = validator.errors(pointer, body);
      if (errors.length > 0)
        problems.push(`rejects ${JSON.stringify(body)}:\n      ${formatSchemaErrors(errors)}`);
    }
    for (const body of invalid) {
      if (validator.errors(pointer, body).length === 0) problems.push(`accepts ${JSON.stringify(body)}`);
    }
    expectNoProblems(ERROR_REF, problems);
  });

  it('documents 401 on every operation that needs the bearer token', () => {
    const problems = operationsOf(document)
      .filter(({ operation }) => requiresBearer(document, operation))
      .filter((entry) => !responseFor(document, entry, 401))
      .map(({ label }) => `${label}: needs the bearer token but declares no 401`);
    expectNoProblems('401 on secured operations', problems);
  });

  it('declares the security each operation really enforces (every operation called without credentials)', async () => {
    const problems: string[] = [];
    for (const entry of operationsOf(document)) {
      const url = new URL(`${live.baseUrl}/api${entry.path.replace(/\{[^}]+\}/g, MISSING_ID)}`);
      const takesBody = ['post', 'put', 'patch'].includes(entry.method);
      const res = await fetch(url, {
        method: entry.method.toUpperCase(),
        ...(takesBody ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
      await res.arrayBuffer();
      const security = effectiveSecurity(document, entry.operation);
      const declaresCredential =
        Array.isArray(security) && security.length > 0 && security.every((r) => Object.keys(r).length > 0);
      if (res.status === 401 && !declaresCredential)
        problems.push(
          `${entry.label}: declares security ${JSON.stringify(security)} (no credential needed) but answers 401 without one`,
        );
      if (res.status !== 401 && requiresBearer(document, entry.operation))
        problems.push(
          `${entry.label}: declares the bearer token required but answers ${res.status} without one`,
        );
      if (res.status >= 500 && res.status !== 503)
        problems.push(
          `${entry.label}: answers ${res.status} without credentials (a server fault, not a refusal)`,
        );
      if (res.status === 401 && !responseFor(document, entry, 401))
        problems.push(`${entry.label}: answers 401 without credentials but declares no 401`);
    }
    expectNoProblems('security as enforced', problems);
  });
});
