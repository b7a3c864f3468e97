import { spawn } from 'node:child_process';

export class CommandFailed extends Error {
  constructor(command: string, exitCode: number | null) {
    super(`${command} failed (exit code ${exitCode})`);
  }
}

/** Runs a command with the terminal attached; rejects when it fails. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: options.cwd, env: options.env ?? process.env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new CommandFailed([command, ...args].join(' '), code)),
    );
  });
}

/**
 * Runs a command with its output held back, then printed in one block when it ends, so commands run side by side
 * do not interleave their lines; rejects when it fails.
 */
export function runHeld(command: string, args: string[], options: { cwd?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: options.cwd });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new CommandFailed([command, ...args].join(' '), code));
    });
  });
}
