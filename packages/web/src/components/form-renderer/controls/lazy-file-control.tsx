import { lazy } from 'react';

/**
 * The upload control fetched when first shown (its attachment list brings the image viewer and
 * its gestures): for forms with an upload field and for the announcement editor's attachments.
 * Render it inside a Suspense boundary.
 */
export const LazyFileControl = lazy(() => import('./file-control').then((m) => ({ default: m.FileControl })));
