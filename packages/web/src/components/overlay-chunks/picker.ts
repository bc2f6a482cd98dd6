/** antd-mobile's Picker in a chunk of its own (components/overlays.ts). */
export { Picker } from 'antd-mobile';
