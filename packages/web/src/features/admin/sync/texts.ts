import type { Language } from '@campus/contract';
import { useViewStore } from '../../../stores/view';

/** The sync clients screen's words, one table per language. */
export interface SyncTexts {
  intro: string;
  clients: string;
  name: string;
  nameHint: string;
  createdBy: string;
  createdAt: string;
  state: string;
  active: string;
  revoked: (when: string) => string;
  create: string;
  empty: string;
  revoke: string;
  revokeConfirm: (name: string) => string;
  revokedToast: string;
  createdTitle: (name: string) => string;
  onceWarning: string;
  clientId: string;
  secret: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
  example: string;
  exampleIntro: string;
  tokenStep: string;
  upsertStep: string;
}

const zhCN: SyncTexts = {
  intro:
    '学校数据中心通过同步接口推送人员、组织与宿舍数据。每个客户端有自己的编号和密钥，用于换取一小时有效的令牌；停用后其令牌立即失效。',
  clients: '同步客户端',
  name: '名称',
  nameHint: '如：数据中心夜间同步',
  createdBy: '创建人',
  createdAt: '创建时间',
  state: '状态',
  active: '启用中',
  revoked: (when) => `已于 ${when} 停用`,
  create: '新建客户端',
  empty: '还没有同步客户端',
  revoke: '停用',
  revokeConfirm: (name) => `确定停用“${name}”？其令牌将立即失效，数据中心将无法再同步。`,
  revokedToast: '已停用',
  createdTitle: (name) => `已创建“${name}”`,
  onceWarning:
    '密钥只显示这一次，关闭后无法再次查看。请立即复制并妥善保存；遗失后只能停用此客户端并新建一个。',
  clientId: '客户端编号 (client_id)',
  secret: '密钥 (client_secret)',
  copy: '复制',
  copied: '已复制',
  copyFailed: '无法复制，请手动选择文本',
  done: '我已保存密钥',
  example: '调用示例',
  exampleIntro:
    '先用客户端编号和密钥换取令牌，再带着令牌推送数据（每次最多 1000 行，按学号等编号新增或更新）。',
  tokenStep: '1. 换取令牌',
  upsertStep: '2. 推送一名学生（新增或更新）',
};

const zhTW: SyncTexts = {
  intro:
    '學校資料中心透過同步介面推送人員、組織與宿舍資料。每個用戶端有自己的編號和密鑰，用於換取一小時有效的權杖；停用後其權杖立即失效。',
  clients: '同步用戶端',
  name: '名稱',
  nameHint: '如：資料中心夜間同步',
  createdBy: '建立人',
  createdAt: '建立時間',
  state: '狀態',
  active: '啟用中',
  revoked: (when) => `已於 ${when} 停用`,
  create: '新增用戶端',
  empty: '還沒有同步用戶端',
  revoke: '停用',
  revokeConfirm: (name) => `確定停用「${name}」？其權杖將立即失效，資料中心將無法再同步。`,
  revokedToast: '已停用',
  createdTitle: (name) => `已建立「${name}」`,
  onceWarning:
    '密鑰只顯示這一次，關閉後無法再次查看。請立即複製並妥善保存；遺失後只能停用此用戶端並新增一個。',
  clientId: '用戶端編號 (client_id)',
  secret: '密鑰 (client_secret)',
  copy: '複製',
  copied: '已複製',
  copyFailed: '無法複製，請手動選取文字',
  done: '我已保存密鑰',
  example: '呼叫範例',
  exampleIntro:
    '先用用戶端編號和密鑰換取權杖，再帶著權杖推送資料（每次最多 1000 列，依學號等編號新增或更新）。',
  tokenStep: '1. 換取權杖',
  upsertStep: '2. 推送一名學生（新增或更新）',
};

const enUS: SyncTexts = {
  intro:
    "The school's data centre pushes people, organisation and dormitory data through the sync API. Each client has its own id and secret, exchanged for a token valid for an hour; revoking a client stops its tokens at once.",
  clients: 'Sync clients',
  name: 'Name',
  nameHint: 'e.g. Data centre nightly sync',
  createdBy: 'Created by',
  createdAt: 'Created',
  state: 'State',
  active: 'Active',
  revoked: (when) => `Revoked ${when}`,
  create: 'New client',
  empty: 'No sync clients yet',
  revoke: 'Revoke',
  revokeConfirm: (name) =>
    `Revoke “${name}”? Its tokens stop at once and the data centre can no longer sync with it.`,
  revokedToast: 'Revoked',
  createdTitle: (name) => `“${name}” created`,
  onceWarning:
    'The secret is shown this once and never again. Copy it now and keep it safe; if it is lost, revoke this client and make a new one.',
  clientId: 'Client id (client_id)',
  secret: 'Secret (client_secret)',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the text instead',
  done: 'I have saved the secret',
  example: 'Worked example',
  exampleIntro:
    'Exchange the client id and secret for a token, then push data with it (up to 1,000 rows a call, added or updated by number).',
  tokenStep: '1. Get a token',
  upsertStep: '2. Push one student (added or updated)',
};

const jaJP: SyncTexts = {
  intro:
    '学校のデータセンターは同期APIで人員・組織・寮のデータを送信します。クライアントごとにIDとシークレットがあり、1時間有効なトークンと交換します。無効にするとそのトークンは直ちに使えなくなります。',
  clients: '同期クライアント',
  name: '名称',
  nameHint: '例：データセンター夜間同期',
  createdBy: '作成者',
  createdAt: '作成日時',
  state: '状態',
  active: '有効',
  revoked: (when) => `${when} に無効化`,
  create: '新規クライアント',
  empty: '同期クライアントはまだありません',
  revoke: '無効化',
  revokeConfirm: (name) =>
    `「${name}」を無効にしますか？トークンは直ちに使えなくなり、同期できなくなります。`,
  revokedToast: '無効にしました',
  createdTitle: (name) => `「${name}」を作成しました`,
  onceWarning:
    'シークレットは今回しか表示されません。今すぐコピーして安全に保管してください。紛失した場合はこのクライアントを無効にして新しく作成してください。',
  clientId: 'クライアントID (client_id)',
  secret: 'シークレット (client_secret)',
  copy: 'コピー',
  copied: 'コピーしました',
  copyFailed: 'コピーできません。テキストを選択してください',
  done: 'シークレットを保存しました',
  example: '呼び出し例',
  exampleIntro:
    'クライアントIDとシークレットでトークンを取得し、そのトークンでデータを送信します（1回1000行まで、番号で追加または更新）。',
  tokenStep: '1. トークンを取得',
  upsertStep: '2. 学生を1人送信（追加または更新）',
};

const TEXTS: Record<Language, SyncTexts> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP };

export const useSyncTexts = (): SyncTexts => TEXTS[useViewStore((s) => s.language)];
