/** antd-mobile's DatePicker in a chunk of its own (components/overlays.ts). */
export { DatePicker } from 'antd-mobile';
