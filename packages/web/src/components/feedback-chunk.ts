/**
 * antd-mobile's Toast and Dialog, in a chunk of their own: they bring its animation library (about
 * 25 KB gzip), which no first screen needs. `feedback.ts` and the request layer's user interface
 * (app/request-ui.tsx) load it.
 */
export { Dialog, Toast } from 'antd-mobile';
