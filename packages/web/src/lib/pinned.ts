/** Something that may be pinned: announcements marked important. */
interface Pinnable {
  publicItem: string;
}

/**
 * Important announcements first, each part in the order it came (newest first from the server).
 * The server already pins them on the published list; the workbench relies on it staying so.
 */
export function pinImportant<T extends Pinnable>(rows: readonly T[]): T[] {
  return [...rows.filter(isPinned), ...rows.filter((row) => !isPinned(row))];
}

export function isPinned(row: Pinnable): boolean {
  return row.publicItem === 'important';
}
