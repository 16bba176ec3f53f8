import type { Config } from '@react-router/dev/config';

// Server-rendered app; apps/server mounts build/server/index.js and serves build/client.
export default { appDirectory: 'app', ssr: true } satisfies Config;
