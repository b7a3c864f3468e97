import type { z } from 'zod';

/** One command an operator may hand to the running server (docs/operations.md, "Operator commands"). */
export interface OperatorCommand<Args extends z.ZodType = z.ZodType> {
  name: string;
  /** Checked before `run`; the command's arguments as JSON. */
  args: Args;
  run(args: z.output<Args>): Promise<unknown>;
}

/** A failure whose message is meant for the operator (e.g. "No account uses …"), printed as it is. */
export class OperatorCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorCommandError';
  }
}

/**
 * The fixed set of commands the operator channel accepts. Modules register theirs when the app
 * is built; anything else sent to the channel is refused.
 */
export class OperatorCommands {
  private readonly commands = new Map<string, OperatorCommand>();

  register<Args extends z.ZodType>(command: OperatorCommand<Args>): void {
    if (this.commands.has(command.name)) throw new Error(`operator command ${command.name} is registered twice`);
    this.commands.set(command.name, command as unknown as OperatorCommand);
  }

  get(name: string): OperatorCommand | undefined {
    return this.commands.get(name);
  }

  names(): string[] {
    return [...this.commands.keys()].sort();
  }
}
