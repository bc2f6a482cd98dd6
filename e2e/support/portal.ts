import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { passwordTokens } from './api-sign-in';
import { stillForPicture } from './still';

/**
 * Helpers of the workbench, announcement, address-book, message and My journeys: calls to the
 * API as a demo account (to prepare data the journey then sees), the UI language and screenshots.
 */

interface Envelope<T> {
  state: number;
  message: string;
  data: T;
}

export interface Api {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  /** Uploads a file (POST /file/upload) and returns its attachment id. */
  upload(name: string, mimeType: string, content: Buffer): Promise<string>;
}

/**
 * Access tokens by account, for this worker: sign-in routes are rate limited per address, and the
 * journeys' own sign-ins through the login screen need that allowance more.
 */
const tokens = new Map<string, Promise<string>>();

async function tokenOf(request: APIRequestContext, account: string): Promise<string> {
  return (await passwordTokens(request, account)).access_token;
}

/** The API as an account (password grant); each call expects success and returns the data. */
export async function apiAs(request: APIRequestContext, account: string): Promise<Api> {
  let token = tokens.get(account);
  if (!token) {
    token = tokenOf(request, account);
    tokens.set(account, token);
    token.catch(() => tokens.delete(account));
  }
  const headers = { 'X-Authorization-access_token': await token };
  const unwrap = async <T>(reply: Awaited<ReturnType<APIRequestContext['get']>>, path: string) => {
    const body = (await reply.json()) as Envelope<T>;
    expect(body.state, `${path}: ${body.message}`).toBe(200);
    return body.data;
  };
  return {
    get: async <T>(path: string) => unwrap<T>(await request.get(path, { headers }), path),
    post: async <T>(path: string, body?: unknown) =>
      unwrap<T>(await request.post(path, { headers, data: body ?? {} }), path),
    async upload(name, mimeType, content) {
      const path = '/api/platform/v3/file/upload';
      const reply = await request.post(path, {
        headers,
        multipart: { file: { name, mimeType, buffer: content } },
      });
      return (await unwrap<{ id: string }>(reply, path)).id;
    },
  };
}

/** Starts a one-step general request (the counsellor approves) and returns its instance id. */
export async function startGeneralRequest(api: Api, title: string): Promise<string> {
  const processes = await api.post<{ dataResult: { id: string; key: string }[] }>(
    '/api/business/v3/bpm/initiated/query/process/new',
    { requestPage: { pageNo: 1, limit: 100 } },
  );
  const general = processes.dataResult.find((process) => process.key === 'general');
  if (!general) throw new Error('the demo school has no general process');
  const started = await api.post<{ proInstId: string }>('/api/business/v3/bpm/instance/start', {
    defId: general.id,
    data: { title, content: `${title}：请审批` },
  });
  return started.proInstId;
}

export type UiLanguage = 'zh-CN' | 'en-US';

/** Opens the app in this language from the next navigation on (the app's saved choice). */
export async function useLanguage(page: Page, language: UiLanguage): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('campus-language', JSON.stringify({ type: 'string', value, timestamp: Date.now() }));
  }, language);
}

/** Shows the five-tab bottom bar (message, notice, home, contacts, my) from the next navigation on. */
export async function useFiveTabs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'campus-tabbarMode',
      JSON.stringify({ type: 'string', value: 'five', timestamp: Date.now() }),
    );
  });
}

/** A 375 px screenshot for people to look at (e2e/.artifacts/shots/<name>-<language>.png). */
export async function shot(page: Page, name: string, language: UiLanguage): Promise<void> {
  // The picture should show the finished screen.
  await stillForPicture(page);
  await page.screenshot({ path: `e2e/.artifacts/shots/${name}-${language}.png` });
}
