import { useState } from 'react';
import { http } from '../api/http';
interface CheckedSubmitOptions<P extends object> {
  /** The form's field problems as typed; nothing is sent while there is one. */
  check: () => P;
  /** Sends the form; what comes after a success (a toast, a navigation) belongs here too. */
  send: () => Promise<void>;
  /** Answers a failure; by default the request layer shows it. */
  onError?: (error: unknown) => void;
}

/** Whether any field has a problem. */
export function hasProblems(problems: object): boolean {
  return Object.values(problems).some(Boolean);
}

/**
 * The submit of a form checked on the device first: the problems found are shown under their
 * fields, and only a form without any is sent, once at a time (busy until the request settles).
 */
export function useCheckedSubmit<P extends object>({
  check,
  send,
  onError = (error) => http.report(error),
}: CheckedSubmitOptions<P>) {
  const [problems, setProblems] = useState<Partial<P>>({});
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    const found = check();
    setProblems(found);
    if (hasProblems(found) || submitting) return;
    setSubmitting(true);
    try {
      await send();
    } catch (error) {
      onError(error);
    } finally {
      setSubmitting(false);
    }
  };
  return { problems, setProblems, submitting, submit };
}
