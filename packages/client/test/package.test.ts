import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppRouter as ServerRouter } from '@folio/api';
import type { inferRouterError, inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { AppRouter } from '../src';

/*
 * What a user of @folio/client gets: the files `npm pack` puts in the package, the dependencies its
 * package.json declares, and nothing else from this repository. turbo runs the build before this
 * test (packages/client/turbo.json); run on its own, it tests the dist/ built last.
 */

const packageDir = path.resolve(import.meta.dirname, '..');

/** Packages a user must never install to use the client: the server and what it runs on. */
const serverPackages = [
  '@folio/api',
  '@folio/db',
  'argon2',
  'stripe',
  'pdf-lib',
  'nodemailer',
  'drizzle-orm',
  'fastify',
  'postgres',
  '@electric-sql/pglite',
];

type PackageJson = Record<string, unknown> & { name: string };

let packedFiles: string[];
let manifest: PackageJson;
let consumerDir: string;

/** The package a bare specifier names: `@trpc/server/unstable-core` → `@trpc/server`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every module a published file refers to (imports, `import("…")` types, triple-slash references). */
function referencedModules(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(path.join(packageDir, file), 'utf8'), true, true);
  return [...info.importedFiles, ...info.typeReferenceDirectives, ...info.referencedFiles].map(
    (ref) => ref.fileName,
  );
}

const declared = (field: string) =>
  Object.keys((manifest[field] as Record<string, string> | undefined) ?? {});

/** Where this repository's install keeps a package, to link it into the consumer's node_modules. */
function installedDir(name: string): string {
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed`);
  }
}

beforeAll(() => {
  if (!existsSync(path.join(packageDir, 'dist', 'index.d.ts'))) {
    throw new Error('dist/ is missing: build first (npx turbo run build --filter=@folio/client)');
  }
  const [pack] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: packageDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) as [{ name: string; files: { path: string }[] }];
  expect(pack.name).toBe('@folio/client');
  packedFiles = pack.files.map((file) => file.path);
  manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as PackageJson;

  // A project that installed the packed package and its declared dependencies, nothing more.
  consumerDir = mkdtempSync(path.join(os.tmpdir(), 'folio-client-consumer-'));
  const installed = path.join(consumerDir, 'node_modules', '@folio', 'client');
  for (const file of packedFiles) {
    mkdirSync(path.dirname(path.join(installed, file)), { recursive: true });
    cpSync(path.join(packageDir, file), path.join(installed, file));
  }
  for (const name of declared('dependencies')) {
    const link = path.join(consumerDir, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(installedDir(name), link, 'dir');
  }
  writeFileSync(path.join(consumerDir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
});

afterAll(() => {
  if (consumerDir) rmSync(consumerDir, { recursive: true, force: true });
});

describe('the published @folio/client', () => {
  it('ships the compiled entry and one declaration file, which package.json points at', () => {
    expect(packedFiles).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'package.json']));
    expect(packedFiles.filter((file) => file.startsWith('src/') || file.startsWith('test/'))).toEqual([]);
    expect(manifest.exports).toEqual({ '.': { types: './dist/index.d.ts', default: './dist/index.js' } });
    expect(manifest.types).toBe('./dist/index.d.ts');
  });

  it('declares no dependency on the server, and exactly the packages its files import', () => {
    const installedForUsers = ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap(declared);
    for (const name of serverPackages) expect(installedForUsers).not.toContain(name);
    expect(installedForUsers.filter((name) => name.startsWith('@folio/'))).toEqual([]);

    const imported = new Set<string>();
    for (const file of ['dist/index.js', 'dist/index.d.ts']) {
      for (const specifier of referencedModules(file)) {
        // One self-contained file each: a relative import would name a file that is not shipped.
        expect(specifier, `${file} imports ${specifier}`).not.toMatch(/^\.{1,2}\//);
        expect(serverPackages, `${file} imports ${specifier}`).not.toContain(packageOf(specifier));
        imported.add(packageOf(specifier));
      }
    }
    expect([...imported].sort()).toEqual(declared('dependencies').sort());
  });

  it('loads at run time with its declared dependencies alone', () => {
    const exported = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('@folio/client'); console.log(Object.keys(m).sort().join(','))",
      ],
      { cwd: consumerDir, encoding: 'utf8' },
    );
    expect(exported.trim()).toBe('TRPCClientError,createFolioClient,errorDetails');
  });

  const consumer = `
import { createFolioClient, errorDetails, type FolioClient } from '@folio/client';

const folio: FolioClient = createFolioClient({ baseUrl: 'http://127.0.0.1:3000', getToken: () => null });

export async function activeClients(): Promise<{ id: string; name: string; status: 'active' | 'archived' }[]> {
  const clients = await folio.clients.list.query({ status: 'active' });
  return clients.map((client) => ({ id: client._id, name: client.name, status: client.status }));
}

export async function outstanding(id: string): Promise<number> {
  const summary = await folio.clients.summary.query({ id });
  return summary.invoices.outstanding;
}

export async function signUp(): Promise<string | null> {
  try {
    const { token } = await folio.auth.register.mutate({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'Passw0rd!',
      orgName: 'Ada Ltd',
    });
    return token;
  } catch (error) {
    if (errorDetails(error)?.code === 'EMAIL_TAKEN') return null;
    throw error;
  }
}

// Each line below must be an error: were the types to degrade to any, the directives would be unused.
export async function mistakes(): Promise<void> {
  const [first] = await folio.clients.list.query({ status: 'active' });
  // @ts-expect-error a client's name is a string
  const name: number = first.name;
  // @ts-expect-error not a currency the API takes
  await folio.projects.create.mutate({ title: 'Website', client: 'c1', currency: 'BTC' });
  // @ts-expect-error the API has no such procedure
  await folio.clients.dropAll.mutate();
  // @ts-expect-error not an error code of the API
  if (errorDetails(null)?.code === 'TEAPOT') return;
  console.log(name);
}
`;

  it.each([
    ['bundler', { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler }],
    ['nodenext', { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext }],
  ] as const)(
    'type-checks a strict consumer against the packed declaration file (%s resolution)',
    (_, resolution) => {
      const file = path.join(consumerDir, 'consumer.ts');
      writeFileSync(file, consumer);
      const program = ts.createProgram([file], {
        ...resolution,
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
        types: [],
        strict: true,
        noEmit: true,
        // The declaration file is checked too; tRPC's own files are not this package's to check.
        skipLibCheck: false,
      });
      const declarationFile = program
        .getSourceFiles()
        .find((source) => source.fileName.endsWith('/node_modules/@folio/client/dist/index.d.ts'));
      expect(
        declarationFile,
        'the consumer resolves @folio/client to the packed dist/index.d.ts',
      ).toBeDefined();
      const diagnostics = [
        ...program.getOptionsDiagnostics(),
        ...program.getGlobalDiagnostics(),
        ...[program.getSourceFile(file)!, declarationFile!].flatMap((source) => [
          ...program.getSyntacticDiagnostics(source),
          ...program.getSemanticDiagnostics(source),
        ]),
      ];
      const host = {
        getCanonicalFileName: (name: string) => name,
        getCurrentDirectory: () => consumerDir,
        getNewLine: () => '\n',
      };
      expect(ts.formatDiagnostics(diagnostics, host)).toBe('');
    },
  );

  it("publishes every procedure's input and output and the API's error shape", () => {
    // Checked by the type checker (npm run typecheck): the published router must lose nothing of the
    // server's but its context and procedure meta.
    expectTypeOf<inferRouterInputs<AppRouter>>().toEqualTypeOf<inferRouterInputs<ServerRouter>>();
    expectTypeOf<inferRouterOutputs<AppRouter>>().toEqualTypeOf<inferRouterOutputs<ServerRouter>>();
    expectTypeOf<inferRouterError<AppRouter>>().toEqualTypeOf<inferRouterError<ServerRouter>>();
  });
});
