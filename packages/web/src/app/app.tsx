import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { trackInputModality } from './input-modality';
import { AppProviders } from './providers';
import { router } from './router';

export function App() {
  // The focus ring shows for the keyboard only (focus.css).
  useEffect(() => trackInputModality(), []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
