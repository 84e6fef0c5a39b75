import fs from 'node:fs';
import path from 'node:path';

export interface DirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process per embedded database: an exclusive lock file holding our pid. A stale lock (its
 * process is gone, e.g. after SIGKILL) is taken over; a live one refuses with a clear message.
 */
export function acquireLock(dataDir: string): DirLock {
  const file = path.join(dataDir, 'agrihub.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The data directory ${dataDir} is already in use by another AgriHub server process (pid ${pid}). ` +
            'Stop that process first, or set DATA_DIR to a different directory.',
          { cause: err },
        );
      }
      if (pid === process.pid) {
        throw new Error(`The data directory ${dataDir} is already open in this process.`, { cause: err });
      }
      // Stale lock from a process that no longer exists.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not acquire the lock on ${dataDir}`);
}
