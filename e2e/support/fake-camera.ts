import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A camera stream for Chromium's fake capture device (--use-file-for-fake-video-capture): a Y4M
 * file (YUV 4:2:0, 8 bits) whose frames show a QR code of the given text, black on white with a
 * quiet zone, as a phone camera would see a check-in screen. Written with no video tool: the
 * format is a text header and raw planes.
 */
export function writeQrVideo(path: string, text: string, options: { size?: number; frames?: number } = {}) {
  const size = options.size ?? 480;
  const frames = options.frames ?? 10;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 4;
  const cell = Math.floor(size / (modules + 2 * quiet));
  const offset = Math.floor((size - cell * modules) / 2);
  const luma = Buffer.alloc(size * size, 235);
  for (let y = 0; y < modules; y++)
    for (let x = 0; x < modules; x++) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < cell; dy++) {
        const row = (offset + y * cell + dy) * size + offset + x * cell;
        luma.fill(16, row, row + cell);
      }
    }
  const chroma = Buffer.alloc((size / 2) * (size / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
