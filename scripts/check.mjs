// `npm run check`: the type-checks and Biome. Each `tsc` is one thread, so they run in two lanes at
// once: the server's (the longest, about 13 s here) beside the others one after another (about 20 s),
// instead of all five in a row (about 33 s). Fails when any fails, and says which.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const LANES = [
  [[bin('tsc'), '-p', 'apps/server/tsconfig.test.json']],
  [
    [bin('tsc'), '-p', 'packages/shared'],
    [bin('tsc'), '-p', 'apps/web'],
    [bin('tsc'), '-p', 'apps/web/tsconfig.node.json'],
    [bin('biome'), 'check', '.'],
  ],
];

/** Runs a command with its output kept, so the two lanes' errors are printed whole, one after the other. */
function runQuietly([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ name: [path.basename(command), ...args].join(' '), code, output }));
  });
}

async function runLane(commands) {
  const failures = [];
  for (const command of commands) {
    const result = await runQuietly(command);
    if (result.code !== 0) failures.push(result);
  }
  return failures;
}

const failures = (await Promise.all(LANES.map(runLane))).flat();
for (const failure of failures) process.stderr.write(`\n✗ ${failure.name} (exit ${failure.code})\n${failure.output}`);
process.exit(failures.length === 0 ? 0 : 1);
