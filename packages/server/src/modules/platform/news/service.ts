import {
  DEFAULT_LANGUAGE,
  ModuleState,
  translate,
  type AttachmentRef,
  type ListQuery,
} from '@campus/contract';
import { postMessages } from '../../../core/messages/post.js';
import type { News } from '../../../db/schema.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { newId } from '../../../lib/ids.js';
import { holdAttachments, mayAttach } from '../../../core/attachments/holders.js';
import { attachmentRefs } from '../files/repo.js';
import { isImageType } from '../files/file-types.js';
import { takeParameter } from '../shared/list.js';
import { isExpired, mayManage, mayPublish, readability } from './permissions.js';
import * as repo from './repo.js';
import { filesOf, imagesIn } from './files.js';
import { sanitizeRichText } from './sanitize.js';
import type { News as NewsReply, NewsSave, PublicItem } from '@campus/contract/api/platform/news';

/** An announcement as its reply declares it (contract api/platform/news.ts). */
export type NewsDetail = NewsReply;

const VIEWS: readonly repo.NewsView[] = ['publish', 'drafts', 'expired'];
/** The list body parameter that picks the view (the platform's status filter). */
const VIEW_PARAMETER = 'Q^status^S';
/** A school can have tens of thousands of members: bulletins go out in batches of bounded size. */
const BULLETIN_BATCH = 500;

const notFound = () => new AppError(ModuleState.NEWS_NOT_FOUND);
const noPermission = () => new AppError(ModuleState.NEWS_NO_PERMISSION);

function detail(news: News, readCount: number, now: number): NewsDetail {
  const { tenantId: _tenant, fileAttach, createdAt, updatedAt, ...rest } = news;
  return {
    ...rest,
    publicItem: rest.publicItem as PublicItem,
    isPublic: rest.isPublic as 'Y' | 'N',
    status: isExpired(news, now) ? 'expired' : news.status,
    fileAttach: JSON.parse(fileAttach) as AttachmentRef[],
    createTime: createdAt,
    updateTime: updatedAt,
    readCount,
  };
}

/** Announcements (issue 6): the lists, reading, saving and publishing, removing. */
export function createNewsService(db: repo.Db) {
  /**
   * Attachments, cover picture and inline images must be the author's own uploads or files the
   * announcement already holds (reading them follows the announcement: files/access.ts); their
   * names and sizes come from us.
   */
  async function attachments(auth: AuthContext, input: NewsSave, content: string, current: News | undefined) {
    const ids = [...new Set(input.fileAttach.map((a) => a.id))];
    const picture = input.picture || null;
    const all = [...ids, ...(picture ? [picture] : []), ...imagesIn(content)];
    const held = current ? filesOf(current) : new Set<string>();
    const allowed = await mayAttach(db, auth.tenantId, auth.userId, all, held);
    if (all.some((id) => !allowed.has(id))) throw new AppError(ModuleState.ATTACHMENT_NOT_FOUND);
    const refs = await attachmentRefs(db, auth.tenantId, picture ? [...ids, picture] : ids);
    const byId = new Map(refs.map((ref) => [ref.id, ref]));
    if (picture && !isImageType(byId.get(picture)!.type)) {
      throw new AppError(ModuleState.ATTACHMENT_TYPE_NOT_ALLOWED, { key: 'file.notImage' });
    }
    return { fileAttach: ids.map((id) => byId.get(id)!), picture, all };
  }

  async function department(auth: AuthContext, depId: string | null | undefined, current: News | undefined) {
    if (depId === undefined && current) return { depId: current.depId, depName: current.depName };
    const id = depId ?? auth.orgId;
    const org = await repo.orgName(db, auth.tenantId, id);
    if (!org) throw new AppError(ModuleState.ORG_NOT_FOUND);
    return { depId: id, depName: org.name };
  }

  async function announce(trx: repo.Db, news: News, now: number) {
    const receivers = (await repo.audience(trx, news.tenantId, news.isPublic === 'N')).filter(
      (id) => id !== news.userId,
    );
    const content = translate(DEFAULT_LANGUAGE, 'news.bulletinContent', {
      author: news.userName,
      title: news.title,
    });
    for (let i = 0; i < receivers.length; i += BULLETIN_BATCH) {
      await postMessages(trx, {
        tenantId: news.tenantId,
        subject: news.title,
        content,
        messageType: 'bulletin',
        sender: { id: news.userId, name: news.userName },
        receiverIds: receivers.slice(i, i + BULLETIN_BATCH),
        bizType: 'news',
        bizId: news.id,
        now,
      });
    }
  }

  return {
    async list(auth: AuthContext, query: ListQuery) {
      const { value, rest } = takeParameter(query, VIEW_PARAMETER);
      const view = (value || 'publish') as repo.NewsView;
      if (!VIEWS.includes(view)) {
        throw new AppError(400, {
          key: 'error.invalidFilter',
          params: { key: `${VIEW_PARAMETER}=${value}` },
        });
      }
      const publisher = mayPublish(auth);
      if (view !== 'publish' && !publisher) throw noPermission();
      const reader = { tenantId: auth.tenantId, userId: auth.userId, isStaff: auth.kind === 'staff' };
      return { list: await repo.listNews(db, reader, view, Date.now(), rest), mayPublish: publisher };
    },

    /** Reading an announcement counts its reader once. */
    async get(auth: AuthContext, id: string): Promise<NewsDetail> {
      const now = Date.now();
      const news = await repo.findNews(db, auth.tenantId, id);
      const access = news ? readability(news, auth, now) : 'hidden';
      if (!news || access === 'hidden') throw notFound();
      if (access === 'expired') throw new AppError(ModuleState.NEWS_EXPIRED);
      if (news.status === 'publish') await repo.markRead(db, auth.tenantId, id, auth.userId, now);
      return detail(news, await repo.readCount(db, id), now);
    },

    /** Creates or updates; the first save with status 'publish' publishes and posts the bulletins. */
    async save(auth: AuthContext, input: NewsSave): Promise<NewsDetail> {
      if (!mayPublish(auth)) throw noPermission();
      const now = Date.now();
      const loseDate = input.loseDate ?? null;
      if (input.status === 'publish' && loseDate !== null && loseDate <= now) {
        throw new AppError(ModuleState.NEWS_EXPIRED, { key: 'news.loseDateInPast' });
      }
      const current = input.id ? await repo.findNews(db, auth.tenantId, input.id) : undefined;
      if (input.id) {
        if (!current || readability(current, auth, now) === 'hidden') throw notFound();
        if (!mayManage(current, auth)) throw noPermission();
      }
      const content = sanitizeRichText(input.content);
      const files = await attachments(auth, input, content, current);
      const dep = await department(auth, input.depId, current);
      const fields = {
        title: input.title,
        content,
        publicItem: input.publicItem,
        ...dep,
        loseDate,
        isPublic: input.isPublic,
        status: input.status,
        fileAttach: JSON.stringify(files.fileAttach),
        picture: files.picture,
        typeId: input.typeId ?? null,
        updatedAt: now,
      };
      return db.transaction().execute(async (trx) => {
        const id = current?.id ?? newId();
        if (current) await repo.updateNews(trx, auth.tenantId, id, fields);
        else {
          await repo.insertNews(trx, {
            ...fields,
            publicDate: null,
            id,
            tenantId: auth.tenantId,
            userId: auth.userId,
            userName: auth.fullname,
            createdAt: now,
          });
        }
        await holdAttachments(trx, { type: 'news', id }, files.all);
        // Only the save that stamps publicDate announces, even when two publish at once.
        const firstPublish =
          input.status === 'publish' && (await repo.stampPublished(trx, auth.tenantId, id, now));
        const saved = (await repo.findNews(trx, auth.tenantId, id))!;
        if (firstPublish) await announce(trx, saved, now);
        return detail(saved, await repo.readCount(trx, id), now);
      });
    },

    /** Removes all the given announcements or none: each must be one the caller may manage. */
    async remove(auth: AuthContext, ids: readonly string[]): Promise<{ removed: number }> {
      if (!mayPublish(auth)) throw noPermission();
      const unique = [...new Set(ids)];
      const found = await repo.findNewsByIds(db, auth.tenantId, unique);
      const now = Date.now();
      const visible = found.filter((news) => readability(news, auth, now) !== 'hidden');
      if (visible.length !== unique.length) throw notFound();
      if (!visible.every((news) => mayManage(news, auth))) throw noPermission();
      await db.transaction().execute((trx) => repo.deleteNews(trx, auth.tenantId, unique));
      return { removed: unique.length };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
