/** One thing wrong with a process definition, tied to the element at fault when there is one. */
export interface DefinitionProblem {
  elementId: string | null;
  message: string;
}

/** A definition that cannot be deployed; lists every problem found, not just the first. */
export class DefinitionError extends Error {
  constructor(readonly problems: DefinitionProblem[]) {
    super(problems.map(describeProblem).join('; '));
    this.name = 'DefinitionError';
  }
}

export function describeProblem(problem: DefinitionProblem): string {
  return problem.elementId ? `${problem.elementId}: ${problem.message}` : problem.message;
}
