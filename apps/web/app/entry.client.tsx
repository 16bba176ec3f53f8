import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/** React Router's own browser entry: the router hydrates the server's HTML, inside a transition. */
function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Paint first, then hydrate. On a fast line the scripts arrive before the browser's first frame, and
// hydrating at once kept the page blank until React had finished (the orders page: ~300 ms on a
// mid-range phone). Waiting for the next frame and one task after it lets the server's HTML show
// first. The page's forms are safe meanwhile: the head's submit guard holds a submit until React has
// hydrated (components/hydration/submit-guard.tsx).
requestAnimationFrame(() => setTimeout(hydrate, 0));
