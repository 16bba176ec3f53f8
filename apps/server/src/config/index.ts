import { CONFIG_VARIABLES } from './variables.js';
import { conditionalIssues, envSchema, toConfig, type Config } from './schema.js';

export { CONFIG_VARIABLES, type ConfigVariable } from './variables.js';
export { REPO_ROOT, fromRepoRoot } from './paths.js';
export type { Config } from './schema.js';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from the environment. Fails fast with one message listing every bad
 * variable, so a misconfigured deploy stops at start instead of failing on the first request.
 * `overrides` lets tests and scripts set values without touching process.env.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Record<string, string> = {},
): Config {
  const known = new Set(CONFIG_VARIABLES.map((v) => v.name));
  const input: Record<string, string | undefined> = {};
  for (const name of known) input[name] = overrides[name] ?? env[name];
  const parsed = envSchema.safeParse(input);
  const issues = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => ({ name: i.path.join('.'), message: i.message }))),
    ...conditionalIssues(input),
  ];
  if (!parsed.success || issues.length > 0) {
    const lines = issues.map((i) => `  ${i.name || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}
