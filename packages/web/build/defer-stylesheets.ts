import type { Plugin } from 'vite';

/**
 * The entry's stylesheets stop holding the first paint (issue 16): index.html fetches them at once
 * (`<link rel="preload" as="style" data-app-css>`), the page paints what its own inline style draws
 * (the login's boot picture) as soon as the HTML is in, and the entry applies them before its
 * first render (src/lib/app-stylesheets.ts), so no screen is ever drawn without them.
 */
export function deferStylesheets(): Plugin {
  return {
    name: 'campus-defer-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html): string {
        const tag = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;
        if (!tag.test(html)) throw new Error('defer-stylesheets: index.html has no stylesheet link');
        return html.replace(tag, '<link rel="preload" as="style" crossorigin href="$1" data-app-css>');
      },
    },
  };
}
