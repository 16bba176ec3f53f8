import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's own browser entry: the router hydrates the server's HTML, inside a transition.
// This module is asked for only after the page's first frame (streaming/scripts-after-paint.ts), so
// it hydrates at once.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
