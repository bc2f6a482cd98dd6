import type { AttachmentRef, UploadField } from '@campus/contract';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { imageUrl } from '../../../lib/attachments';
import { acceptAttribute } from '../upload-rules';
import { useUploads } from '../use-uploads';
import type { ControlProps } from './control-props';
import { UploadProgress } from './upload-progress';
import { showToast } from '../../feedback';

/** A transparent pixel while an uploaded image's bytes are still on their way. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * Images with thumbnails: type and size are checked before upload, progress shows while they go
 * up, and a tap on the cross removes one. Images already attached are fetched with the token.
 */
export function ImageControl({ field, value, onChange }: ControlProps<AttachmentRef[], UploadField>) {
  const refs = value ?? [];
  const { accepts, upload, progress, problemText } = useUploads(field);
  const [urls, setUrls] = useState<Record<string, string>>({});
  // Object URLs of files picked here: this control made them, so it frees them.
  const own = useRef<string[]>([]);

  useEffect(() => {
    const created = own.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // Joined into one string so the effect runs only when the set of images to fetch changes.
  const missing = refs
    .filter((ref) => !urls[ref.id])
    .map((ref) => ref.id)
    .join(',');
  useEffect(() => {
    let current = true;
    for (const id of missing.split(',').filter(Boolean)) {
      imageUrl(id).then(
        (url) => current && setUrls((known) => ({ ...known, [id]: url })),
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [missing]);

  const items: ImageUploadItem[] = refs.map((ref) => ({
    key: ref.id,
    url: urls[ref.id] ?? BLANK,
    extra: ref,
  }));

  return (
    <>
      <ImageUploader
        value={items}
        onChange={(next) => {
          const attached = next.map((item) => item.extra as AttachmentRef);
          onChange?.(attached.length ? attached : undefined);
        }}
        accept={acceptAttribute(field)}
        maxCount={field.maxCount}
        onCountExceed={() =>
          field.maxCount && void showToast({ content: problemText({ kind: 'count', max: field.maxCount }) })
        }
        multiple={field.maxCount !== 1}
        beforeUpload={(file) => (accepts(file, refs.length) ? file : null)}
        upload={async (file) => {
          const ref = await upload(file);
          const url = URL.createObjectURL(file);
          own.current.push(url);
          setUrls((known) => ({ ...known, [ref.id]: url }));
          return { key: ref.id, url, extra: ref };
        }}
      />
      <UploadProgress fraction={progress} />
    </>
  );
}
