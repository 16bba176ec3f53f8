// In-process notice that the directory changed (a sync or an import ran in this process), so the
// dictionary routes drop their cached answers at once instead of waiting for them to expire.
const listeners = new Set<() => void>();

export function onDirectoryChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyDirectoryChanged(): void {
  for (const listener of listeners) listener();
}
