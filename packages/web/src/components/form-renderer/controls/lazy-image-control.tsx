import { lazy } from 'react';

/**
 * The picture upload control fetched when first shown (antd-mobile's ImageUploader brings the image
 * viewer with its animation and gesture libraries, about 25 KB gzip): for forms with a picture field
 * and for screens outside forms (an activity's summary, issue 31). Render it inside a Suspense
 * boundary.
 */
export const LazyImageControl = lazy(() =>
  import('./image-control').then((m) => ({ default: m.ImageControl })),
);
