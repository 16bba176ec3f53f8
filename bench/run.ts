// Runs every benchmark and writes bench/results/latest.json; see bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { domainBench } from './domain.js';
import { httpBench } from './http.js';
import { dictionaryBench } from './dictionary.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const domain = domainBench();
console.table(domain);
const http = await httpBench(seconds);
console.table(http);
const dictionary = await dictionaryBench(seconds);
console.table(dictionary);
const dir = join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const report = { date: new Date().toISOString(), node: process.version, seconds, domain, http, dictionary };
writeFileSync(join(dir, 'latest.json'), JSON.stringify(report, null, 2) + '\n');
console.info(`written ${join(dir, 'latest.json')}`);
