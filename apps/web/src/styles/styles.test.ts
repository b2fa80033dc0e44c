import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's styles are loaded per page: the public set (public-pages.ts) on every page, the shell's
 * set (shell.ts) with the signed-in layout, and anything else by the module that uses it. A
 * component shown without its styles would look broken, so this follows each route's imports and
 * checks every Mantine component it can show.
 */

const src = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const mantineStyles = path.dirname(require.resolve('@mantine/core/styles/Button.layer.css'));

// What a component is built from: its styles need theirs too.
const BUILT_FROM: Record<string, string[]> = {
  TextInput: ['Input'],
  Textarea: ['Input'],
  NumberInput: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  Select: ['Combobox', 'Input'],
  MultiSelect: ['Combobox', 'Input', 'Pill'],
  TagsInput: ['Combobox', 'Input', 'Pill'],
  Autocomplete: ['Combobox', 'Input'],
  Combobox: ['Popover', 'Input'],
  Menu: ['Popover', 'UnstyledButton'],
  Tooltip: ['Popover'],
  Button: ['UnstyledButton', 'Loader'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  CloseButton: ['UnstyledButton'],
  Burger: ['UnstyledButton'],
  NavLink: ['UnstyledButton'],
  Alert: ['CloseButton'],
  Anchor: ['Text'],
  Card: ['Paper'],
  Accordion: ['UnstyledButton'],
  Notification: ['CloseButton', 'Loader'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton', 'ScrollArea'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'ScrollArea'],
  Checkbox: ['InlineInput'],
  Radio: ['InlineInput'],
  Switch: ['InlineInput'],
};

const routesDir = path.join(src, 'routes');
const SIGNED_IN_LAYOUT = path.join(routesDir, '_app.tsx');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
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
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim();
      if (/^[A-Z]/.test(name)) names.push(name);
    }
  }
  return names;
}

function stylesImported(code: string): string[] {
  return [...code.matchAll(/'@mantine\/core\/styles\/([A-Za-z]+)\.layer\.css'/g)].map((match) => match[1]!);
}

function withBuildingBlocks(name: string): string[] {
  return [name, ...(BUILT_FROM[name] ?? []).flatMap(withBuildingBlocks)];
}

const publicSheet = stylesImported(readFileSync(path.join(src, 'styles/public-pages.ts'), 'utf8'));

// Each route (with the signed-in layout for the pages under it), the app's entry, and what the
// signed-in layout shows before its own code has loaded.
const roots = [
  ...routeFiles(routesDir).map((file) => ({
    name: path.relative(src, file),
    files: [file, ...(file.startsWith(path.join(routesDir, '_app') + path.sep) ? [SIGNED_IN_LAYOUT] : [])],
  })),
  ...['main.tsx', 'router.ts', 'components/shell-skeleton.tsx'].map((file) => ({
    name: file,
    files: [path.join(src, file)],
  })),
];

describe('Mantine styles', () => {
  for (const root of roots) {
    it(`${root.name} loads the styles of every Mantine component it shows`, () => {
      const files = [...new Set(root.files.flatMap(closure))];
      const available = new Set([
        ...publicSheet,
        ...files.flatMap((file) => stylesImported(readFileSync(file, 'utf8'))),
      ]);
      const missing = new Set<string>();
      for (const file of files) {
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
