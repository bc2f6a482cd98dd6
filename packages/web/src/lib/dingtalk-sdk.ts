/**
 * DingTalk's JS API from our own build (npm dingtalk-jsapi): the platforms' bridges (iOS, Android,
 * HarmonyOS, the desktop client) and requestAuthCode only. Its own chunk, imported by
 * dingtalk-bridge.ts when the app runs inside DingTalk; the CSP allows no script from a CDN.
 */
import 'dingtalk-jsapi/entry/union';
// The named export: the package is CommonJS, whose default import is the module object.
export { requestAuthCode$ as requestAuthCode } from 'dingtalk-jsapi/api/runtime/permission/requestAuthCode';
