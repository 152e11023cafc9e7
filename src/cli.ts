import yargs from 'yargs';
import { ConfigError } from './config/load.js';
import { lintCommand } from './commands/lint.js';
import { listCommand } from './commands/list.js';
import { renderCommand } from './commands/render.js';
import { reportCommand } from './commands/report.js';
import { mcpCommand } from './commands/mcp.js';
import { EXIT, type Command, type Io } from './commands/types.js';
import { VERSION } from './version.js';

export { EXIT, type Io } from './commands/types.js';

/** Every subcommand, one line each; the first is the default (`tool-lint [paths..]` lints). */
const COMMANDS: Command[] = [lintCommand, listCommand, mcpCommand, reportCommand, renderCommand];

const defaultIo = (): Io => ({
  cwd: process.cwd(),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: Boolean(process.stdout.isTTY),
});

export async function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  let usageError: string | undefined;
  // Handlers only record what to run: yargs reports unknown options after calling them.
  let action: (() => Promise<number>) | undefined;
  let parser = yargs(argv).scriptName('tool-lint').usage('$0 [paths..]  lint the tool definitions under paths (default: .)');
  for (const c of COMMANDS) {
    parser = parser.command(c.command, c.describe, c.builder, (args) => {
      action = () => c.run(args, io);
    });
  }
  parser = parser
    .option('config', { alias: 'c', type: 'string', describe: 'Path to a config file (default: search upward)' })
    .option('color', { type: 'boolean', describe: 'Force colour on or off (default: on for a TTY without NO_COLOR)' })
    .strict()
    .help()
    .version(VERSION)
    .wrap(Math.min(100, process.stdout.columns ?? 100))
    .exitProcess(false)
    .fail((msg, err) => {
      usageError = msg ?? err?.message ?? 'invalid arguments';
    });
  try {
    await parser.parseAsync(argv, {}, (err, _argv, output) => {
      if (output && !err) io.stdout(output.endsWith('\n') ? output : `${output}\n`);
    });
  } catch (error) {
    if (!usageError) usageError = error instanceof Error ? error.message : String(error);
  }
  if (usageError) {
    io.stderr(`tool-lint: ${usageError}\nRun tool-lint --help for usage.\n`);
    return EXIT.usage;
  }
  if (!action) return EXIT.ok; // --help / --version
  try {
    return await action();
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr(`tool-lint: config error: ${error.message}\n`);
      return EXIT.usage;
    }
    throw error;
  }
}

