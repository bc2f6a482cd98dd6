import { storage } from '../lib/storage';
import { useViewStore } from '../stores/view';
import { appConfig } from './app-config';
import { createHttpClient } from './core/http-client';
import { createCall, createDownload, createEndpointQuery } from './endpoint-call';
import type { RequestUi } from './core/types';
import { createCredentials } from './credentials';
import { createOauth2Api } from './oauth2';
import { createServerAddressBook } from './server-address';
import { showExceptionSetting } from './show-exception';

/** The app's instances of the request layer: one client, its stores, and the endpoint groups. */

export const credentials = createCredentials(storage);

export const serverAddresses = createServerAddressBook(storage, appConfig.environments, {
  base: appConfig.api.base,
  single: appConfig.api.single,
});

/** Until the app binds its toasts, dialogs and navigation, failures only reach the console. */
const unboundUi: RequestUi = {
  error: (text) => console.error(text),
  loading: () => undefined,
  confirmLogout: () => Promise.resolve(false),
  endSession: () => undefined,
  openReset: () => undefined,
  reload: () => undefined,
};
let boundUi = unboundUi;

/** Called once by the app shell, before the router starts (src/app/request-ui.tsx). */
export function bindRequestUi(ui: RequestUi): void {
  boundUi = ui;
}

export const http = createHttpClient({
  config: {
    server: () => serverAddresses.current(),
    domains: appConfig.api.domains,
    clientId: appConfig.oauth.clientId,
    clientSecret: appConfig.oauth.clientSecret,
    systemId: appConfig.systemId,
    timeoutMs: appConfig.api.timeoutMs,
    // Read per reply: the user may turn it on or off in Setting.
    get showException() {
      return showExceptionSetting();
    },
  },
  tokens: credentials,
  context: () => ({ language: useViewStore.getState().language, tenantId: credentials.tenantId() }),
  ui: {
    error: (text) => boundUi.error(text),
    loading: (visible) => boundUi.loading(visible),
    confirmLogout: (texts) => boundUi.confirmLogout(texts),
    endSession: () => boundUi.endSession(),
    openReset: (variables) => boundUi.openReset(variables),
    reload: () => boundUi.reload(),
  },
});

export const oauth2 = createOauth2Api(http, appConfig.oauth);

/** Calls by endpoint declaration (endpoint-call.ts): what features use instead of URLs. */
export const call = createCall(http);
export const endpointQuery = createEndpointQuery(call);
export const download = createDownload(http);
