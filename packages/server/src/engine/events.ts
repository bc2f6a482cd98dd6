import type { BpmInstance, BpmTask, InstanceResult } from '../db/schema.js';
import type { CommandContext, FormData } from './runtime/context.js';

/**
 * What happened to an instance in a command, told to whoever listens for its process (the
 * student-affairs mechanism: a batch slot at submission, a quota place at the college's vote,
 * publicity when approved). Listeners run inside the command's transaction after its history row:
 * what they write commits with the command, and an error they throw (a full quota, a closed
 * batch) rolls the whole command back and reaches the caller as the refusal.
 */
export interface InstanceEvent {
  /** The instance as it was before the command. */
  instance: BpmInstance;
  /** start, agree, oppose, abandon, reject, revoke (withdraw or take back), endProcess, reopen... */
  action: string;
  nodeId: string;
  task: BpmTask | null;
  /** The instance's status and result after the command. */
  status: BpmInstance['status'];
  result: InstanceResult | null;
  /** The form values after the command. */
  data: FormData;
}

export type InstanceListener = (ctx: CommandContext, event: InstanceEvent) => Promise<void>;

const listeners = new Map<string, InstanceListener>();

/**
 * Listens to every command on instances of a process key. One listener per key: registering again
 * (another app instance in the same process, a test) replaces it.
 */
export function listenToProcess(processKey: string, listener: InstanceListener): void {
  listeners.set(processKey, listener);
}

/** Stops listening to a process key (a test's listener, done). */
export function stopListening(processKey: string): void {
  listeners.delete(processKey);
}

/** Whether anything listens to instances of this process key (their command's writes go out first). */
export const hasInstanceListener = (processKey: string): boolean => listeners.has(processKey);

export async function emitInstanceEvent(ctx: CommandContext, event: InstanceEvent): Promise<void> {
  await listeners.get(event.instance.defKey)?.(ctx, event);
}
