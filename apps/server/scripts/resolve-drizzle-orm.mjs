// Module resolve hook: resolve drizzle-orm (and its subpaths) as if imported from apps/server.
const SERVER = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: SERVER });
  }
  return nextResolve(specifier, context);
}
