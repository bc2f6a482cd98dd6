/**
 * DingTalk's JS bridge (dingtalk-jsapi, loaded from DingTalk's CDN only inside DingTalk): an in-app
 * auth code for the organisation and application, which the server exchanges (getuserinfo).
 */
export const DINGTALK_JSAPI = 'https://g.alicdn.com/dingding/dingtalk-jsapi/3.0.25/dingtalk.open.js';

interface DingtalkBridge {
  runtime: {
    permission: {
      requestAuthCode(options: {
        corpId: string;
        clientId: string;
        onSuccess(result: { code: string }): void;
        onFail(error: unknown): void;
      }): void;
    };
  };
  ready(callback: () => void): void;
}

function loadBridge(): Promise<DingtalkBridge> {
  const loaded = (window as { dd?: DingtalkBridge }).dd;
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = DINGTALK_JSAPI;
    script.onload = () => {
      const dd = (window as { dd?: DingtalkBridge }).dd;
      if (dd) resolve(dd);
      else reject(new Error('DingTalk JS bridge missing'));
    };
    script.onerror = () => reject(new Error('DingTalk JS bridge could not be loaded'));
    document.head.appendChild(script);
  });
}

export async function dingtalkAuthCode(corpId: string, clientId: string): Promise<string> {
  const dd = await loadBridge();
  return new Promise((resolve, reject) =>
    dd.ready(() =>
      dd.runtime.permission.requestAuthCode({
        corpId,
        clientId,
        onSuccess: (result) => resolve(result.code),
        onFail: (error) => reject(new Error(`DingTalk refused an auth code: ${JSON.stringify(error)}`)),
      }),
    ),
  );
}
