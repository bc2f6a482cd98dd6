/** A count query's one row: the number of rows the listed query finds, under the name `n`. */
interface CountQuery {
  executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined>;
}

/**
 * One page of a list with the number of rows in the whole list: the count and the page are read
 * at once (two statements side by side), and a driver's string or bigint count becomes a number.
 */
export async function countedPage<R>(
  count: CountQuery,
  page: { execute(): Promise<R[]> },
): Promise<{ total: number; rows: R[] }> {
  const [counted, rows] = await Promise.all([count.executeTakeFirst(), page.execute()]);
  return { total: Number(counted?.n ?? 0), rows };
}
