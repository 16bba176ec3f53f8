import type { Plugin } from 'vite';

/** A group of rolldown's code splitting (`output.advancedChunks.groups`). */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/** The web app's own scripts. Packages are left to the bundler: a walk through a barrel
 * (`@posylka/domain`'s index) would take every module it re-exports, used or not. */
const APP_SOURCE = /[\\/]apps[\\/]web[\\/]app[\\/][^?]*\.tsx?$/;

/**
 * One script for what a layout needs, instead of a file per small shared module.
 *
 * Left to itself, the bundler gives every module shared by a different set of pages a file of its
 * own: home loaded 27 scripts, 18 of them under 1 KB gzipped (the locale helpers, the translator, the
 * button...). Over HTTP/1.1 a phone fetches six at a time, so each six cost a round trip before the
 * page can run; Lighthouse's mobile model counts the same. Every module the root or the site layout
 * imports statically is loaded by every page under them anyway, so putting each layout's modules in
 * one chunk costs no page a byte it did not load before, and saves it the round trips.
 *
 * `layouts` maps a chunk name to the layout's module (by path). The walk follows static imports
 * only: what a layout loads lazily stays in its own chunk. A module in an earlier layout's chunk is
 * not taken again (the site layout sits under the root). Modules of higher-priority groups (React)
 * stay where they are; stylesheets are left to the CSS build.
 */
export function layoutChunks(layouts: Record<string, RegExp>): { plugin: Plugin; groups: ChunkGroup[] } {
  const members = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'posylka:layout-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const layoutIds = ids.filter((id) => Object.values(layouts).some((re) => re.test(id)));
      const taken = new Set<string>(layoutIds);
      for (const [name, layout] of Object.entries(layouts)) {
        const group = new Set<string>();
        const queue = ids
          .filter((id) => layout.test(id))
          .flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (taken.has(id) || !APP_SOURCE.test(id)) continue;
          taken.add(id);
          group.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        members.set(name, group);
      }
    },
  };
  const groups = Object.keys(layouts).map((name) => ({
    name,
    test: (id: string) => members.get(name)?.has(id) ?? false,
    priority: 1,
  }));
  return { plugin, groups };
}
