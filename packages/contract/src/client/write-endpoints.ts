// Writes endpoints.ts from the route table: `npm run endpoints -w @posylka/contract`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as routes from '../routes/index.js';
import { endpointsSource } from './endpoints-source.js';

writeFileSync(fileURLToPath(new URL('./endpoints.ts', import.meta.url)), endpointsSource(routes));
