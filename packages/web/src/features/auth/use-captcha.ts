import { useCallback, useState } from 'react';
import { http, oauth2 } from '../../api/http';
import { variableOf } from '../../api/oauth2';

export interface Captcha {
  /** The server asked for a captcha; it stays until the page is left. */
  visible: boolean;
  /** The image as a data URL; undefined while it loads. */
  image?: string;
  /** Sent back with the answer so the server knows which image it was. */
  requestId?: string;
  /** Shows the captcha with a new image (every answer, right or wrong, uses an image up). */
  refresh(): Promise<void>;
}

export function useCaptcha(): Captcha {
  const [visible, setVisible] = useState(false);
  const [image, setImage] = useState<string>();
  const [requestId, setRequestId] = useState<string>();

  const refresh = useCallback(async () => {
    setVisible(true);
    setImage(undefined);
    try {
      const reply = await oauth2.captcha();
      // 501: the server has captchas switched off after all; there is nothing to show.
      if (reply.state !== 200) return setVisible(false);
      setImage(reply.data);
      setRequestId(variableOf<string>(reply, 'requestId'));
    } catch (error) {
      http.report(error);
    }
  }, []);

  return { visible, image, requestId, refresh };
}
