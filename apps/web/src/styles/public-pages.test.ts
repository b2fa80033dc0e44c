import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The public pages load only the Mantine styles listed in public-pages.ts, plus those a page's own
 * modules import. A component used on a public page without its styles would show unstyled, so
 * this follows each public page's imports and checks every Mantine component it uses.
 */

const src = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const mantineStyles = path.dirname(require.resolve('@mantine/core/styles/Button.layer.css'));

// What a component is built from: its styles need theirs too.
const BUILT_FROM: Record<string, string[]> = {
  TextInput: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  Button: ['UnstyledButton', 'Loader'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  CloseButton: ['UnstyledButton'],
  Alert: ['CloseButton'],
  Anchor: ['Text'],
  Card: ['Paper'],
  Accordion: ['UnstyledButton'],
  Notification: ['CloseButton', 'Loader'],
};

// The modules the public pages start from: each public route file, the app's entry, and what the
// signed-in layout shows before its own code (and full stylesheet) has loaded.
const routesDir = path.join(src, 'routes');
const publicRoutes = readdirSync(routesDir)
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('_app') && !file.endsWith('.test.ts'))
  .map((file) => path.join(routesDir, file));
const roots = [
  ...publicRoutes,
  path.join(src, 'main.tsx'),
  path.join(src, 'router.ts'),
  path.join(src, 'components/shell-skeleton.tsx'),
];

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/** The module and everything it imports from the app (statically or on demand), except the route tree. */
function closure(root: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.endsWith('routeTree.gen.ts')) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveImport(file, match[1]!);
      if (target) visit(target);
    }
  };
  visit(root);
  return [...seen];
}

function mantineComponents(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part.replace(/^\s*type\s+/, '').trim();
      if (/^[A-Z]/.test(name) && !part.includes('type ')) names.push(name);
    }
  }
  return names;
}

function stylesImported(code: string): string[] {
  return [...code.matchAll(/'@mantine\/core\/styles\/([A-Za-z]+)\.layer\.css'/g)].map((match) => match[1]!);
}

const publicSheet = new Set(stylesImported(readFileSync(path.join(src, 'styles/public-pages.ts'), 'utf8')));

function withBuildingBlocks(name: string): string[] {
  return [name, ...(BUILT_FROM[name] ?? []).flatMap(withBuildingBlocks)];
}

describe('styles of the public pages', () => {
  for (const root of roots) {
    it(`${path.relative(src, root)} has the styles of every Mantine component it shows`, () => {
      const files = closure(root);
      // A module that loads Mantine's whole stylesheet brings every component's styles with it.
      const loadsAll = files.some((file) => file.endsWith(path.join('styles', 'app-styles.ts')));
      const available = new Set([
        ...publicSheet,
        ...files.flatMap((file) => stylesImported(readFileSync(file, 'utf8'))),
      ]);
      const missing = new Set<string>();
      for (const file of files) {
        // Modules that bring the whole stylesheet with them (the signed-in shell, the dialogs) are covered.
        if (loadsAll && closure(file).some((f) => f.endsWith(path.join('styles', 'app-styles.ts')))) continue;
        for (const component of mantineComponents(readFileSync(file, 'utf8')).flatMap(withBuildingBlocks)) {
          const hasStyles = existsSync(path.join(mantineStyles, `${component}.layer.css`));
          if (hasStyles && !available.has(component))
            missing.add(`${component} (${path.relative(src, file)})`);
        }
      }
      expect([...missing]).toEqual([]);
    });
  }
});
