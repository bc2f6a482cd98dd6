import { RegistrationCheckPage } from './check-page';

/** Destination registration check (staff): who has said where they go. */
export function DestinationCheckPage() {
  return <RegistrationCheckPage kind="destination" />;
}

/** Return registration check (staff): who is back. */
export function ReturnCheckPage() {
  return <RegistrationCheckPage kind="return" />;
}
