/**
 * Asks the DingTalk client for an in-app auth code for the organisation and application
 * (runtime.permission.requestAuthCode), which the server exchanges (getuserinfo). The JS API is
 * part of our build, in its own chunk fetched only here (inside DingTalk): never in the entry.
 */
export async function dingtalkAuthCode(corpId: string, clientId: string): Promise<string> {
  const { requestAuthCode } = await import('./dingtalk-sdk');
  try {
    // clientId (the AppKey) names the application to apps of the current developer platform.
    const result = await requestAuthCode({ corpId, clientId } as Parameters<typeof requestAuthCode>[0]);
    return result.code;
  } catch (error) {
    throw new Error(`DingTalk refused an auth code: ${JSON.stringify(error)}`, { cause: error });
  }
}
