/**
 * The routes the web calls endpoints by (their types live beside the declarations', in
 * endpoint.ts): the twins under src/routes/ import them from here.
 */
export type { AnyRoute, DeclarationOf, Route, RoutesOf } from './endpoint.js';
