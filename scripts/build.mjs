// Builds shared, then the server and the web side by side: both read shared's output and nothing of each other's, and each
// build is mostly one thread (tsc; vite's bundling), so on two cores together they take about the longer one's time.
import { spawn } from 'node:child_process';
import { root, run } from './lib.mjs';

const build = (workspace) =>
  new Promise((resolve, reject) =>
    spawn('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' }).on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${workspace}'s build exited with ${code ?? signal}`)),
    ),
  );

run('npm', ['run', 'build', '--silent', '-w', '@parley/shared']);
const failed = (await Promise.allSettled([build('@parley/server'), build('@parley/web')])).filter((r) => r.status === 'rejected');
for (const f of failed) console.error(f.reason.message);
process.exit(failed.length === 0 ? 0 : 1);
