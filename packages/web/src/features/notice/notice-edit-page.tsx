import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Radio, Skeleton, Space, Switch, Toast } from 'antd-mobile';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { invalidateEndpoints } from '../../api/endpoint-call';
import { endpointQuery, http } from '../../api/http';
import { newsApi, newsEndpoints, type News, type NewsSave, type PublicItem } from '../../api/news';
import { FieldItem, FieldList } from '../../components/field-item';
import { LazyFileControl } from '../../components/form-renderer/controls/lazy-file-control';
import { QueryView } from '../../components/query-view';
import { usePortalTexts } from '../../i18n/portal-texts';
import { formatDateTime } from '../../lib/format';
import { ATTACHMENTS_FIELD, fieldsOf, saveRequest, type NoticeFields } from './notice-form';
import styles from './notice-edit-page.module.css';
import { RichEditor } from './rich-editor';
import { toStoredHtml } from './rich-text';
import { useMayPublishQuery } from './use-may-publish';
import { ErrorBlock } from '../../components/error-block';

/** The editor's `title` can be 200 characters long (the server's limit). */
const TITLE_MAX = 200;

// The date picker comes with the first tap on its row.
const LoseDatePicker = lazy(() => import('./lose-date-picker').then((m) => ({ default: m.LoseDatePicker })));

/** New announcement (/notice/edit) and Edit announcement (/notice/edit/:id). */
export function NoticeEditPage() {
  const { t } = usePortalTexts();
  const { id } = useParams();
  const mayPublish = useMayPublishQuery();
  const query = useQuery({
    ...endpointQuery(newsEndpoints.get, { query: { newsId: id ?? '' } }),
    enabled: id !== undefined,
  });
  // An address typed by hand: say so at once rather than after the user has written it all.
  if (mayPublish.data === false) {
    return <ErrorBlock status="default" title={t('state.6030102', { ns: 'contract' })} description="" />;
  }
  if (id === undefined) return <NoticeEditor notice={undefined} />;
  return <QueryView query={query}>{(notice) => <NoticeEditor notice={notice} />}</QueryView>;
}

/**
 * The editor's fields in its own state: the one check (a title) is a line here, so the screen does
 * without antd-mobile's Form (rc-field-form and async-validator, 30 KB gzip; issue 16).
 */
function NoticeEditor({ notice }: { notice: News | undefined }) {
  const { t } = usePortalTexts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [fields, setFields] = useState<NoticeFields>(() => fieldsOf(notice));
  // As antd's Form did: the title is checked once it is edited or a save is tried.
  const [titleChecked, setTitleChecked] = useState(false);
  const editorRef = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState<NewsSave['status'] | null>(null);
  const [pickingDate, setPickingDate] = useState(false);
  // Mounted from the first tap on, so that closing it can play its animation.
  const [datePickerUsed, setDatePickerUsed] = useState(false);
  const published = notice?.status === 'publish' || notice?.status === 'expired';
  const set = <K extends keyof NoticeFields>(key: K, value: NoticeFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const titleMissing = fields.title === '';

  const save = async (status: NewsSave['status']) => {
    if (saving) return;
    setTitleChecked(true);
    if (titleMissing) return; // The title's row says what is missing.
    const content = toStoredHtml(editorRef.current?.innerHTML ?? '');
    setSaving(status);
    try {
      const saved = dataOf(await newsApi.save(saveRequest(fields, content, status, notice)));
      await invalidateEndpoints(client, [newsEndpoints.query, newsEndpoints.get]);
      Toast.show({
        icon: 'success',
        content: t(status === 'publish' ? 'notice.publishedToast' : 'notice.draftSaved'),
      });
      navigate(status === 'publish' ? `/notice/detail/${saved.id}` : '/notice/index?view=drafts', {
        replace: true,
      });
    } catch (error) {
      http.report(error);
    } finally {
      setSaving(null);
    }
  };

  const { loseDay } = fields;
  return (
    <div className={styles.page}>
      <FieldList className={styles.form}>
        <FieldItem
          layout="vertical"
          label={t('notice.field.title')}
          htmlFor="notice-title"
          required
          error={titleChecked && titleMissing ? t('validation.required', { ns: 'contract' }) : undefined}
        >
          <Input
            id="notice-title"
            value={fields.title}
            onChange={(title) => {
              set('title', title);
              setTitleChecked(true);
            }}
            placeholder={t('notice.field.titlePlaceholder')}
            maxLength={TITLE_MAX}
            clearable
          />
        </FieldItem>
        <FieldItem layout="vertical" label={t('notice.field.type')}>
          <Radio.Group value={fields.publicItem} onChange={(item) => set('publicItem', item as PublicItem)}>
            <Space>
              <Radio value="important">{t('notice.important')}</Radio>
              <Radio value="notices">{t('notice.normal')}</Radio>
            </Space>
          </Radio.Group>
        </FieldItem>
        <FieldItem
          layout="vertical"
          label={t('notice.field.loseDate')}
          onClick={() => {
            setPickingDate(true);
            setDatePickerUsed(true);
          }}
          extra={
            loseDay && (
              <Button
                size="mini"
                fill="none"
                onClick={(event) => {
                  event.stopPropagation();
                  set('loseDay', null);
                }}
              >
                {t('notice.field.noEnd')}
              </Button>
            )
          }
          description={t('notice.field.loseDateHint')}
        >
          <span className={loseDay ? undefined : styles.placeholder}>
            {loseDay ? formatDateTime(loseDay.getTime(), 'YYYY-MM-DD') : t('notice.field.noEnd')}
          </span>
          {datePickerUsed && (
            <Suspense fallback={null}>
              <LoseDatePicker
                visible={pickingDate}
                value={loseDay}
                onClose={() => setPickingDate(false)}
                onConfirm={(day) => set('loseDay', day)}
              />
            </Suspense>
          )}
        </FieldItem>
        <FieldItem label={t('notice.field.staffOnly')} alignEnd>
          <Switch checked={fields.staffOnly} onChange={(on) => set('staffOnly', on)} />
        </FieldItem>
        <FieldItem layout="vertical" label={<span id="notice-body-label">{t('notice.field.content')}</span>}>
          <RichEditor
            editorRef={editorRef}
            initialHtml={notice?.content ?? ''}
            placeholder={t('notice.field.contentPlaceholder')}
            labelledBy="notice-body-label"
          />
        </FieldItem>
        <FieldItem layout="vertical" label={t('notice.field.attachments')}>
          {/* The upload control (with the image viewer of its list) follows the form's first frame. */}
          <Suspense fallback={<Skeleton.Paragraph lineCount={1} animated />}>
            <LazyFileControl
              field={ATTACHMENTS_FIELD}
              value={fields.attachments}
              onChange={(files) => set('attachments', files ?? [])}
            />
          </Suspense>
        </FieldItem>
      </FieldList>
      <div className={styles.actions}>
        {published ? (
          <Button block color="primary" loading={saving === 'publish'} onClick={() => void save('publish')}>
            {t('notice.save')}
          </Button>
        ) : (
          <>
            <Button
              block
              loading={saving === 'drafts'}
              disabled={saving !== null}
              onClick={() => void save('drafts')}
            >
              {t('notice.saveDraft')}
            </Button>
            <Button
              block
              color="primary"
              loading={saving === 'publish'}
              disabled={saving !== null}
              onClick={() => void save('publish')}
            >
              {t('notice.publish')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
