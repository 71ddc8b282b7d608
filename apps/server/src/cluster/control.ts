import { rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * How `npm run cluster:roll` reaches the running cluster's supervisor: a Unix socket in DATA_DIR
 * (only this machine's users with access to DATA_DIR can use it). The command writes `roll`; the
 * supervisor answers with one line per step and a last line `ok` or `failed: <why>`. The
 * supervisor's pid is in DATA_DIR too, for `kill -HUP`, which starts the same roll (its progress
 * then goes to the cluster's log only).
 */
export const CONTROL_SOCKET = 'cluster.sock';
export const PID_FILE = 'cluster.pid';

export type RollReporter = (line: string) => void;

/** Serves the control socket; `roll` runs one rolling restart, reporting to the caller. */
export async function serveControl(dataDir: string, roll: (report: RollReporter) => Promise<void>): Promise<() => void> {
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  const pidPath = path.join(dataDir, PID_FILE);
  // A socket file left by a supervisor that was killed would refuse the bind.
  rmSync(socketPath, { force: true });
  const server = net.createServer((conn) => {
    let input = '';
    conn.setEncoding('utf8');
    conn.on('error', () => {});
    conn.on('data', (chunk: string) => {
      input += chunk;
      if (!input.includes('\n')) return;
      const command = input.trim();
      if (command !== 'roll') {
        conn.end(`failed: unknown command ${JSON.stringify(command.slice(0, 40))} (the only one is "roll")\n`);
        return;
      }
      const report = (line: string) => {
        if (!conn.destroyed) conn.write(`${line}\n`);
      };
      roll(report).then(
        () => conn.end('ok\n'),
        (err: unknown) => conn.end(`failed: ${err instanceof Error ? err.message : String(err)}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  writeFileSync(pidPath, `${process.pid}\n`);
  return () => {
    server.close();
    rmSync(socketPath, { force: true });
    rmSync(pidPath, { force: true });
  };
}

/** Asks the supervisor in `dataDir` for a roll; prints its steps through `onLine`; resolves on `ok`. */
export function requestRoll(dataDir: string, onLine: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const conn = net.connect(path.join(dataDir, CONTROL_SOCKET));
    let rest = '';
    let last = '';
    conn.setEncoding('utf8');
    conn.on('connect', () => conn.write('roll\n'));
    conn.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        last = line;
        onLine(line);
      }
    });
    conn.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          ['ENOENT', 'ECONNREFUSED'].includes(err.code ?? '')
            ? `No cluster is running on ${dataDir} (no control socket ${CONTROL_SOCKET} there). Start it with npm run start:cluster, or set DATA_DIR to its folder.`
            : err.message,
        ),
      ),
    );
    conn.on('close', () => {
      if (last === 'ok') resolve();
      else reject(new Error(last.startsWith('failed: ') ? last.slice('failed: '.length) : 'the supervisor closed the connection before the roll ended'));
    });
  });
}
