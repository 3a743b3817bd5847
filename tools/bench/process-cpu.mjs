// CPU time a process has used so far (user + system, from /proc/<pid>/stat), in milliseconds: the
// bench divides what the API instances and the database spent over a round by the flows it completed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

export function cpuMs(pid) {
  // Fields after the command name (which may hold spaces, in parentheses): utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The database server's process on this machine (MariaDB or MySQL), or null when it runs elsewhere. */
export function databasePid() {
  for (const name of ['mariadbd', 'mysqld']) {
    try {
      return Number(execFileSync('pidof', ['-s', name], { encoding: 'utf8' }).trim());
    } catch {
      // not this one
    }
  }
  return null;
}
