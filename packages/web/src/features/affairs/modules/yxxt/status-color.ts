/** A freshman's arrival status as the student sees it (their own journey and page): not yet there is a warning. */
export const STATUS_COLOR = {
  notArrived: 'warning',
  checkedIn: 'success',
  kept: 'primary',
  gaveUp: 'danger',
} as const;
