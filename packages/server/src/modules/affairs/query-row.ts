/**
 * The row type of the query a query-building function returns (`QueryRow<typeof billRows>`), so a
 * repository names its rows once, where the query selects them, instead of spelling them out.
 */
export type QueryRow<F extends (...args: never[]) => { execute(): Promise<readonly unknown[]> }> = Awaited<
  ReturnType<ReturnType<F>['execute']>
>[number];
