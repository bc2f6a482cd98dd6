import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { trackInputModality } from './input-modality';
import { bridgeTapOnlyControls } from './keyboard-bridge';
import { AppProviders } from './providers';
import { appRouter } from './router';

export function App() {
  // The focus ring shows for the keyboard only (focus.css).
  useEffect(() => trackInputModality(), []);
  // antd-mobile's chips and calendar days answer the keyboard too.
  useEffect(() => bridgeTapOnlyControls(), []);
  return (
    <AppProviders>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}
