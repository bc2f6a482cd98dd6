/** antd-mobile's ImageViewer (with its gesture library), fetched when someone opens a picture. */
export { ImageViewer } from 'antd-mobile';
