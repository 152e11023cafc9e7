import type { Argv } from 'yargs';

/** Where a command reads and writes: injectable so tests run the CLI in-process. */
export interface Io {
  cwd: string;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  isTTY: boolean;
}

/** Exit codes: 0 clean, 1 errors (or warnings over --max-warnings, or a budget exceeded), 2 usage, config or internal error. */
export const EXIT = { ok: 0, findings: 1, usage: 2 } as const;

/** One subcommand: its yargs spec and what it runs. `cli.ts` registers each with one line. */
export interface Command {
  command: string | string[];
  describe: string;
  builder: (y: Argv) => Argv<any>;
  run: (args: any, io: Io) => Promise<number>;
}
