// Which modules the first screen needs: the entry and the dashboard route with everything they
// import statically. The build's chunking reads it to give the app code the first screen needs
// one chunk, rather than a small file for each combination of screens sharing a module. The page
// preloads the route's own chunk beside the entry's, so the first render need not wait for it.
import type { Plugin } from 'vite';

/** Every module reachable from `starts` through `importsOf`, the starts included. */
export function reachableFrom(
  starts: readonly string[],
  importsOf: (id: string) => readonly string[],
): Set<string> {
  const reached = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...importsOf(id));
  }
  return reached;
}

export interface FirstScreenModules {
  plugin: Plugin;
  has: (id: string) => boolean;
}

export function firstScreenModules(routeModule: string): FirstScreenModules {
  let needed = new Set<string>();
  let base = '/';
  const plugin: Plugin = {
    name: 'rent:first-screen-modules',
    apply: 'build',
    buildEnd() {
      const ids = Array.from(this.getModuleIds());
      const starts = ids.filter(
        (id) => this.getModuleInfo(id)?.isEntry || id.endsWith(routeModule),
      );
      needed = reachableFrom(starts, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const route = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(routeModule),
        );
        if (route?.type !== 'chunk') return [];
        return [route.fileName, ...route.imports]
          .map((file) => `${base}${file}`)
          .filter((href) => !html.includes(`"${href}"`))
          .map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href },
            injectTo: 'head' as const,
          }));
      },
    },
  };
  return { plugin, has: (id) => needed.has(id) };
}
