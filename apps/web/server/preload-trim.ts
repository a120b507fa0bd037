// The preload lists of lazy chunks without what the entry has already loaded. Every dynamic import
// carries the file names of the chunks it needs, for <link rel="modulepreload">; the entry chunk
// holds those lists for every import it makes. A chunk the entry imports statically (React, the
// router, MUI's core) is always loaded before any of them runs, so naming it again preloads
// nothing, yet each name's random hash costs the first page's budget. Vite asks
// `resolveDependencies` for each list after this plugin has read the bundle.
import type { ModulePreloadOptions, Plugin, Rolldown } from 'vite';

let alwaysLoaded = new Set<string>();

/** The entry chunks and everything they import statically, by file name. */
function entryClosure(bundle: Rolldown.OutputBundle): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return files;
}

export function preloadTrim(): Plugin {
  return {
    name: 'preload-trim',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        alwaysLoaded = entryClosure(bundle);
      },
    },
  };
}

/** For `build.modulePreload`: a lazy chunk's preload list, less the entry's own chunks. */
export const trimmedPreloads: NonNullable<ModulePreloadOptions['resolveDependencies']> = (
  _file,
  deps,
  { hostType },
) => (hostType === 'js' ? deps.filter((dep) => !alwaysLoaded.has(dep)) : deps);
