/** Flags travel as 'Y' / 'N', as the platform sends them. */
export type YN = 'Y' | 'N';
