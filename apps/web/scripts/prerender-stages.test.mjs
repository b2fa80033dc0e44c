import { describe, expect, it } from 'vitest';
import { routeStages } from './prerender-stages.mjs';

// A manifest shaped like Vite's: the entry (index.html) imports react; the route chunk imports the
// entry chunk (shared code) and a form library, which imports zod; a chart imports the entry too.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/routes/new.tsx?tsr-split=component': {
    file: 'assets/new.js',
    imports: ['index.html', '_form.js', '_chart.js', '_zod.js'],
    css: ['assets/new.css'],
  },
  '_form.js': { file: 'assets/form.js', imports: ['_zod.js', '_react.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  '_chart.js': { file: 'assets/chart.js', imports: ['_chart-core.js'] },
  '_chart-core.js': { file: 'assets/chart-core.js', imports: ['index.html'] },
};

describe('routeStages', () => {
  it('lists the chunks a screen can evaluate before the app, each after what it imports', () => {
    expect(
      routeStages(manifest, ['src/routes/new.tsx?tsr-split=component'], new Set(['assets/react.js'])),
    ).toEqual(['assets/zod.js', 'assets/form.js']);
  });

  it('leaves out every chunk that reaches the entry chunk, directly or through another', () => {
    const stages = routeStages(manifest, ['src/routes/new.tsx?tsr-split=component']);
    for (const file of ['assets/index.js', 'assets/new.js', 'assets/chart.js', 'assets/chart-core.js'])
      expect(stages).not.toContain(file);
    // react.js comes through the form; the entry's own imports are not walked.
    expect(stages).toEqual(['assets/zod.js', 'assets/react.js', 'assets/form.js']);
  });

  it('follows import cycles without looping and still leaves out what reaches the entry', () => {
    const cyclic = {
      ...manifest,
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js', 'index.html'] },
      '_c.js': { file: 'assets/c.js', imports: ['_d.js'] },
      '_d.js': { file: 'assets/d.js', imports: ['_c.js'] },
    };
    expect(routeStages(cyclic, ['_a.js', '_c.js'])).toEqual(['assets/d.js', 'assets/c.js']);
  });
});
