/**
 * antd-mobile's Toast and Dialog, in a chunk of their own: they bring its animation library
 * (about 25 KB gzip), which the first screen does not need. request-ui.tsx loads it.
 */
export { Dialog, Toast } from 'antd-mobile';
