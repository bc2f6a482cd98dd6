import type { LocalizedText, MessageKey } from '@campus/contract';

/** A message parameter: plain, or a text in several languages (a module's title) said in the caller's. */
export type MessageParam = string | number | Exclude<LocalizedText, string>;
export type MessageParams = Record<string, MessageParam>;

/**
 * One field a request got wrong, named so the error funnel can say it in the caller's language:
 * `field` is the data path the client marks ('reason', 'members[1].phone'); `label` is what the
 * user sees the field called (a form's label, in every language it has).
 */
export interface FieldProblem {
  field: string;
  label?: LocalizedText;
  message: MessageKey;
  params?: MessageParams;
}

export interface AppErrorOptions {
  /** Message key; without it the fields are named, else the state's own catalogue message is used. */
  key?: MessageKey;
  params?: MessageParams;
  /** Extra explanation the client shows as "Reason: ..." (already in the caller's language or neutral). */
  cause?: string;
  /** HTTP status; defaults to the state when it is an HTTP code, else 200 (business outcome). */
  httpStatus?: number;
  data?: unknown;
  variables?: Record<string, unknown>;
  /** Fields at fault: the funnel names each in the message and lists them in `variables.fields`. */
  fields?: FieldProblem[];
}

/** A refusal the client should see: becomes the envelope {state, message, cause, data, variables}. */
export class AppError extends Error {
  readonly state: number;
  readonly options: AppErrorOptions;

  constructor(state: number, options: AppErrorOptions = {}) {
    super(options.key ?? `state.${state}`);
    this.name = 'AppError';
    this.state = state;
    this.options = options;
  }

  get httpStatus(): number {
    if (this.options.httpStatus) return this.options.httpStatus;
    return this.state >= 400 && this.state <= 599 ? this.state : 200;
  }
}

export function fail(state: number, options?: AppErrorOptions): never {
  throw new AppError(state, options);
}
