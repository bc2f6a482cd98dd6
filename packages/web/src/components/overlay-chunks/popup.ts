/** antd-mobile's Popup in a chunk of its own (components/overlays.ts). */
export { Popup } from 'antd-mobile';
