import { useEffect, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { imageUrl } from '../lib/attachments';

interface AuthImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The attachment id of the image (getImage needs the token header, so no plain src). */
  attachmentId: string;
  /** Shown until the image has loaded, and instead of it when it cannot be loaded. */
  fallback?: ReactNode;
}

/** An uploaded image, fetched with the token and shown through an object URL. */
export function AuthImage({ attachmentId, fallback = null, alt = '', ...rest }: AuthImageProps) {
  const [loaded, setLoaded] = useState<{ id: string; url: string } | null>(null);

  useEffect(() => {
    let current = true;
    imageUrl(attachmentId).then(
      (url) => current && setLoaded({ id: attachmentId, url }),
      // A missing picture is not worth a toast of its own: the fallback stays.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [attachmentId]);

  if (loaded?.id !== attachmentId) return <>{fallback}</>;
  return <img src={loaded.url} alt={alt} {...rest} />;
}
