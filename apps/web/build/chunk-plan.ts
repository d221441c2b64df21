import { resolve } from 'node:path';
import type { CodeSplittingGroup, OutputChunk, RolldownOutput } from 'rolldown';

/**
 * Which chunks a signed-in page's first screen comes in.
 *
 * Left to the automatic chunking, every set of lazy modules sharing some code got a file of its own: the
 * dashboard's first screen came in 66 files, the order list's in 101, most of them a few KB. On a slow link over
 * HTTP/1.1 (six connections per host) each file costs a round trip, so the number of files, more than the bytes, set
 * when the page could paint. The plan keeps the bytes each page loads about the same and cuts the files:
 * - `boot`: everything the entry imports statically (the login page's whole first load), in two files (React apart);
 * - `console`: what the signed-in console's frame imports (its layout, menu, http client, antd's locale);
 * - `shared`: code that most console pages' first screens load, the dashboard's among them;
 * - `shared-forms`: code that most console pages' first screens load, but not the dashboard's (forms, selects,
 *   the list kit).
 * Code that the freelancer's or the onboarding app also loads goes in a `-common` group beside each of these
 * (`console-common`, …), so those apps load little they do not use. A page's own code, and code few pages share,
 * stays with the automatic chunking.
 *
 * What a module needs is read from a first build with the automatic chunking, whose chunks hold only the code that
 * each import really uses: a static closure of the sources would pull all of antd in through its index, which
 * re-exports every component.
 */

/** The console's frame: what route-guard.tsx loads for a signed-in page besides the page itself. */
export const CONSOLE_FRAME = ['src/app/signed-in-app.tsx', 'src/features/auth/api/get-menu.ts'];

/** Each app's roots: the console's frame, the other two apps. */
const APPS = {
  console: CONSOLE_FRAME,
  freelancer: ['src/freelancer-app/freelancer-app.tsx'],
  onboarding: ['src/app/onboarding-app.tsx'],
};
type App = keyof typeof APPS;
/** The landing page of every signed-in user: `shared` is what it has in common with most pages. */
const DASHBOARD = ['src/features/dashboard/pages/dashboard-page.tsx', 'src/features/dashboard/api/get-summary.ts'];

interface Group {
  name: string;
  /** A module's imports are in a group of the same or a higher priority (rolldown puts them with it otherwise). */
  priority: number;
}

/** Module id → its group. */
export type ChunkPlan = Map<string, Group>;

/**
 * The plan from the first build's chunks. `pages`: the console pages' modules and their first data's
 * (app/page-registry.ts), relative to the web app.
 */
export function planChunks(output: RolldownOutput, webRoot: string, pages: string[]): ChunkPlan {
  const chunks = output.output.filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    for (const file of files) visit(file);
    return seen;
  };
  const facade = (source: string) => {
    const id = resolve(webRoot, source);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`chunk-plan: no chunk starts at ${source}`);
    return chunk.fileName;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('chunk-plan: the first build has no entry chunk');
  const boot = closure([entry.fileName]);
  const apps = Object.entries(APPS).map(([app, roots]) => [app as App, closure(roots.map(facade))] as const);
  const consoleStage = closure(APPS.console.map(facade));
  const dashboard = closure(DASHBOARD.map(facade));
  const pageRoots = [...new Set(pages.map(facade))];
  const pageUsers = new Map<string, number>();
  for (const root of pageRoots) for (const file of closure([root])) pageUsers.set(file, (pageUsers.get(file) ?? 0) + 1);
  // Shared enough to join a group: the first screens of more than half of the pages load it. Fewer, and a page
  // would load another's code (a date picker that five pages show, zod that the forms' pages use) for a file saved.
  const shared = (file: string) => (pageUsers.get(file) ?? 0) > pageRoots.length / 2;
  // A lazy module's own file stays its own: the dynamic import and the build's manifest name it.
  const roots = new Set(chunks.flatMap((chunk) => (chunk.isDynamicEntry && chunk.facadeModuleId) || []));

  // Every rule below holds for a chunk's imports whenever it holds for the chunk (an import is loaded wherever its
  // importer is), so an import's group has at least its importer's priority.
  const plan: ChunkPlan = new Map();
  for (const chunk of chunks) {
    const file = chunk.fileName;
    if (boot.has(file)) continue;
    const stage = consoleStage.has(file)
      ? { name: 'console', priority: 300 }
      : shared(file)
        ? dashboard.has(file)
          ? { name: 'shared', priority: 200 }
          : { name: 'shared-forms', priority: 100 }
        : undefined;
    if (!stage) continue;
    const common = apps.some(([app, files]) => app !== 'console' && files.has(file));
    const group = common ? { name: `${stage.name}-common`, priority: stage.priority + 1 } : stage;
    for (const id of chunk.moduleIds) if (!roots.has(id)) plan.set(id, group);
  }
  return plan;
}

/**
 * The groups of the build that is shipped: the entry's static imports (`$initial`, rolldown's own reading of them),
 * then the plan's.
 */
export function chunkGroups(plan: ChunkPlan | undefined): CodeSplittingGroup[] {
  const groups = new Map<string, Group>();
  for (const group of plan?.values() ?? []) groups.set(group.name, group);
  return [
    // React and its router apart from the rest: together the entry's code is some 190 KB gzip, over the 150 KB a
    // chunk may weigh.
    {
      name: 'react',
      tags: ['$initial'],
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
      priority: 1001,
    },
    { name: 'boot', tags: ['$initial'], priority: 1000 },
    ...[...groups.values()].map(({ name, priority }) => ({
      name,
      priority,
      test: (id: string) => plan?.get(id)?.name === name,
    })),
  ];
}
