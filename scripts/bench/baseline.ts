/**
 * The baseline: a bare Fastify server that answers each recorded request by doing the least any
 * implementation must do: check the same access token the same way (baseline-token.ts), run
 * exactly the statements Folio sent for that request (recorded at run time,
 * statement-recorder.ts) with the same parameters, and answer the rows of all of them as JSON.
 * Statements Folio sent together run together here.
 *
 * PostgreSQL: postgres-js pools of the same size and kinds as Folio's, each statement prepared
 * exactly as Folio's was (named or unnamed: the same `prepare` option, on the same kind of pool).
 * PGlite: the same instance as Folio (one connection inside this process), its query() one
 * statement after the other, as PGlite runs them anyway.
 */
import Fastify, { type FastifyReply } from 'fastify';
import { createTokenCheck } from './baseline-token';
import type { BaselineConnection } from './database';
import type { RecordedStatement } from './ipc';
import type { StatementGroups } from './statement-recorder';

/** PGlite type ids whose text the ORM keeps as text (as drizzle's PGlite driver asks): dates. */
const PGLITE_TEXT_TYPES = [1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231];
const keepText = Object.fromEntries(PGLITE_TEXT_TYPES.map((type) => [type, (value: string) => value]));

/** PGlite answers int8 as BigInt, which JSON.stringify refuses. */
const jsonSafe = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

export type RunningBaseline = {
  url: string;
  /** Recorded statements by request path and query, filled by the record command. */
  recorded: Map<string, StatementGroups>;
  close(): Promise<void>;
};

function runner(connection: BaselineConnection) {
  if (connection.driver === 'postgres') {
    const { client, organizationPlanClient } = connection;
    const one = (s: RecordedStatement) =>
      (s.organizationPlan ? organizationPlanClient : client).unsafe(
        s.text,
        s.params,
        s.prepare === undefined ? undefined : { prepare: s.prepare },
      );
    return async (groups: StatementGroups) => {
      const results: unknown[][] = [];
      for (const group of groups) results.push(...(await Promise.all(group.map(one))));
      return JSON.stringify(results);
    };
  }
  const { client } = connection;
  return async (groups: StatementGroups) => {
    const results: unknown[][] = [];
    for (const group of groups) {
      for (const s of group) results.push((await client.query(s.text, s.params, { parsers: keepText })).rows);
    }
    return JSON.stringify(results, jsonSafe);
  };
}

export async function startBaseline(
  connection: BaselineConnection,
  jwtSecret: string,
): Promise<RunningBaseline> {
  const recorded = new Map<string, StatementGroups>();
  const tokenValid = await createTokenCheck(jwtSecret);
  const run = runner(connection);
  const app = Fastify({ logger: false });

  /** The bearer token's check, as Folio's: false (and a 401 sent) when it fails. */
  const authorized = async (authorization: string | undefined, reply: FastifyReply) => {
    if (await tokenValid(authorization)) return true;
    void reply.code(401).send({ msg: 'Invalid token' });
    return false;
  };

  app.get('/*', async (req, reply) => {
    const groups = recorded.get(req.url);
    if (!groups) return reply.code(404).send({ msg: `not recorded: ${req.url}` });
    if (!(await authorized(req.headers.authorization, reply))) return reply;
    return reply.type('application/json').send(await run(groups));
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') {
    await app.close().catch(() => {});
    throw new Error('The baseline did not report its port');
  }
  return {
    url: `http://127.0.0.1:${address.port}`,
    recorded,
    close: () => app.close(),
  };
}
