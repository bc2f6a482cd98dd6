import type { ComponentType } from 'react';
import { withWorkflowTexts } from '../i18n/workflow-texts';

/** Picks a named component from a lazily imported feature module. */
function page<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async (): Promise<ComponentType> => (await load())[name];
}

/**
 * The pages of the notices, address book, messages, My sub-pages, More and data lists (issue 6).
 * This table is a chunk of its own: every lazy import carries the list of chunks it needs, and
 * kept in the route table those lists would weigh on the entry, which has a size budget.
 */
export const PORTAL_PAGES = {
  more: page(() => import('../features/dashboard/more-page'), 'MorePage'),
  notice: page(() => import('../features/notice/notice-index-page'), 'NoticeIndexPage'),
  noticeDetail: page(() => import('../features/notice/notice-detail-page'), 'NoticeDetailPage'),
  // The editor's attachment picker is the forms' upload control, which speaks the workflow texts.
  noticeEditor: withWorkflowTexts(
    page(() => import('../features/notice/notice-edit-page'), 'NoticeEditPage'),
  ),
  contacts: page(() => import('../features/contacts/contacts-index-page'), 'ContactsIndexPage'),
  contactCard: page(() => import('../features/contacts/contact-card-page'), 'ContactCardPage'),
  messageInbox: page(() => import('../features/message/message-inbox-page'), 'MessageInboxPage'),
  messageDetail: page(() => import('../features/message/message-detail-page'), 'MessageDetailPage'),
  userInfo: page(() => import('../features/my/user-info-page'), 'UserInfoPage'),
  help: page(() => import('../features/my/help/help-page'), 'HelpPage'),
  setting: page(() => import('../features/my/setting-page'), 'SettingPage'),
  bindings: page(() => import('../features/my/bindings-page'), 'BindingsPage'),
  pushDevices: page(() => import('../features/my/push-devices-page'), 'PushDevicesPage'),
  ssoProviders: page(() => import('../features/my/sso-providers-page'), 'SsoProvidersPage'),
  dataTemplateList: page(() => import('../features/template/template-list-page'), 'TemplateListPage'),
};

export type PortalPage = keyof typeof PORTAL_PAGES;
