import fs from 'node:fs';
import path from 'node:path';
import fsExt from 'fs-ext';

export interface DirLock {
  release(): void;
}

export const LOCK_FILE = 'agrihub.lock';

function isHeldElsewhere(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'EWOULDBLOCK' || code === 'EAGAIN';
}

/**
 * One process per embedded database: an exclusive flock(2) on DATA_DIR/agrihub.lock. The kernel
 * holds it for the open file and drops it when the process ends, however it ends (SIGKILL, a
 * forced exit during shutdown, a crash), so a restart is never blocked by a lock nobody holds,
 * and no process id is compared (a fresh container's pid 1, or a reused pid, means nothing here).
 * The file keeps the holder's pid only so that the refusal can name it. A second open in the same
 * process is refused too: flock locks belong to the open file, not the process.
 */
export function acquireLock(dataDir: string): DirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  try {
    fsExt.flockSync(fd, 'exnb');
  } catch (err) {
    fs.closeSync(fd);
    if (!isHeldElsewhere(err)) throw err;
    const holder = readHolder(file);
    throw new Error(
      `The data directory ${dataDir} is already in use by another AgriHub server process${holder ? ` (pid ${holder})` : ''}. ` +
        'Stop that process first, or set DATA_DIR to a different directory.',
      { cause: err },
    );
  }
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, `${process.pid}\n`, 0);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      // The file stays: removing it would let a process that opened it a moment ago lock a file
      // that no longer has a name while a third creates a new one.
      try {
        fs.ftruncateSync(fd, 0);
      } finally {
        fs.closeSync(fd); // closing the last descriptor releases the lock
      }
    },
  };
}

function readHolder(file: string): string | undefined {
  try {
    const pid = fs.readFileSync(file, 'utf8').trim();
    return /^\d+$/.test(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}
