// The operator's command-line tool: `npm run store -- <command>`. Reads the command and its
// arguments (node:util parseArgs), checks their shape (exit code 2 with the usage line when they do
// not fit), connects to the store (backends.ts) and runs the command of its area's file.
import { parseArgs } from 'node:util';
import { HttpError } from '../lib/errors';
import { CATALOG_COMMANDS, CATALOG_USAGE, runCatalog } from './catalog';
import { ACCOUNT_USAGE, accountCommands } from './accounts';
import { connect, type Operator } from './backends';
import { CONTENT_USAGE, contentCommands } from './content';
import { ORDER_USAGE, REFUND_ORDER_USAGE, orderCommands } from './orders';
import { QUOTE_USAGE, quoteCommands } from './quotations';
import { REFUND_USAGE, refundCommands } from './refunds';
import { STAFF_USAGE, staffCommands } from './staff';
import { CliError, consoleIo, type CliIo, type Command, type Parsed } from './shared';

export type { CliIo } from './shared';

export const USAGE = `Usage: npm run store -- <command>

Commands:
${ACCOUNT_USAGE}
${ORDER_USAGE}
${REFUND_USAGE}
${REFUND_ORDER_USAGE}
${CONTENT_USAGE}
${QUOTE_USAGE}
${CATALOG_USAGE}
${STAFF_USAGE}
  help                     show this help

The tool works on the store in DATA_DIR (default ./var), or on DATABASE_URL when set. While the
store is running it goes through the store's operator API; otherwise it opens the database.`;

/** Every command but the catalogue's, which cli/catalog.ts checks and runs itself. */
const COMMANDS: Record<string, Command<Operator>> = {
  ...accountCommands,
  ...orderCommands,
  ...refundCommands,
  ...contentCommands,
  ...quoteCommands,
};

/** The command's arguments, or null when they do not fit its shape. */
function parse(command: Command<Operator>, args: string[]): Parsed | null {
  let parsed: Parsed;
  try {
    // Without options every argument is positional as given ('--' first), so '-1' stays an amount.
    const { values, positionals } = parseArgs({
      args: command.options ? args : ['--', ...args],
      options: command.options ?? {},
      allowPositionals: true,
      strict: true,
    });
    parsed = { positionals, values: values as Parsed['values'] };
  } catch {
    return null;
  }
  const [min, max] = typeof command.positionals === 'number' ? [command.positionals, command.positionals] : command.positionals;
  const count = parsed.positionals.length;
  if (count < min || count > max || (command.ok && !command.ok(parsed))) return null;
  return parsed;
}

/** Runs one command; resolves to the process exit code (0 done, 1 failed, 2 bad usage). */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CliIo = consoleIo,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    io.out(USAGE);
    return 0;
  }
  const catalog = name && Object.hasOwn(CATALOG_COMMANDS, name) ? CATALOG_COMMANDS[name] : undefined;
  const commands: Record<string, Command<Operator>> = { ...COMMANDS, ...staffCommands(env) };
  const command = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!catalog && !command) {
    if (name) io.err(`Unknown command: ${name}\n`);
    io.err(USAGE);
    return 2;
  }
  const parsed = command ? parse(command, args) : null;
  if (catalog ? !catalog.ok(args) : !parsed) {
    io.err(`Usage: npm run store -- ${(catalog ?? command)!.shape}`);
    return 2;
  }

  let op: Operator | null = null;
  try {
    op = await connect(env, fetchImpl);
    if (command) await command.run(parsed!, op, io);
    else await runCatalog(name, args, op, io, op.mode, io === consoleIo && Boolean(process.stderr.isTTY));
    return 0;
  } catch (err) {
    // HttpError: a service's refusal in direct mode, reported as the API would have answered it.
    if (!(err instanceof CliError) && !(err instanceof HttpError)) throw err;
    io.err(`Error: ${err.message}`);
    for (const [field, messages] of Object.entries(err.errors ?? {})) io.err(`  ${field}: ${messages.join(', ')}`);
    return 1;
  } finally {
    await op?.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
