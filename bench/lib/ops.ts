/** Runs `fn` repeatedly for about `ms` milliseconds and returns operations per second. */
export function opsPerSecond(fn: () => unknown, ms = 1000): number {
  // Warm up so the JIT has compiled the hot path before measuring.
  for (let i = 0; i < 2000; i++) fn();
  let count = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 200; i++) fn();
    count += 200;
    now = performance.now();
  }
  return Math.round((count * 1000) / (now - start));
}
