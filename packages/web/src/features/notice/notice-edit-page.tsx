import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Radio, Space, Switch, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { http } from '../../api/http';
import { newsApi, type News, type NewsSave } from '../../api/news';
import { FileControl } from '../../components/form-renderer/controls/file-control';
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

function startOfToday(): Date {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
}

/** New announcement (/notice/edit) and Edit announcement (/notice/edit/:id). */
export function NoticeEditPage() {
  const { t } = usePortalTexts();
  const { id } = useParams();
  const mayPublish = useMayPublishQuery();
  const query = useQuery({
    queryKey: ['news', 'detail', id],
    queryFn: async () => dataOf(await newsApi.get(id!)),
    enabled: id !== undefined,
  });
  // An address typed by hand: say so at once rather than after the user has written it all.
  if (mayPublish.data === false) {
    return <ErrorBlock status="default" title={t('state.6030102', { ns: 'contract' })} description="" />;
  }
  if (id === undefined) return <NoticeEditor notice={undefined} />;
  return <QueryView query={query}>{(notice) => <NoticeEditor notice={notice} />}</QueryView>;
}

function NoticeEditor({ notice }: { notice: News | undefined }) {
  const { t } = usePortalTexts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<NoticeFields>();
  const editorRef = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState<NewsSave['status'] | null>(null);
  const [pickingDate, setPickingDate] = useState(false);
  const published = notice?.status === 'publish' || notice?.status === 'expired';

  const save = async (status: NewsSave['status']) => {
    if (saving) return;
    let fields: NoticeFields;
    try {
      fields = await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    const content = toStoredHtml(editorRef.current?.innerHTML ?? '');
    setSaving(status);
    try {
      const saved = dataOf(await newsApi.save(saveRequest(fields, content, status, notice)));
      await client.invalidateQueries({ queryKey: ['news'] });
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

  const required = { required: true, message: t('validation.required', { ns: 'contract' }) };

  return (
    <div className={styles.page}>
      <Form form={form} layout="vertical" initialValues={fieldsOf(notice)} className={styles.form}>
        <Form.Item name="title" label={t('notice.field.title')} rules={[required]}>
          <Input placeholder={t('notice.field.titlePlaceholder')} maxLength={TITLE_MAX} clearable />
        </Form.Item>
        <Form.Item name="publicItem" label={t('notice.field.type')}>
          <Radio.Group>
            <Space>
              <Radio value="important">{t('notice.important')}</Radio>
              <Radio value="notices">{t('notice.normal')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(before, after) => before.loseDay !== after.loseDay}>
          {({ getFieldValue, setFieldValue }) => {
            const loseDay = getFieldValue('loseDay') as Date | null;
            return (
              <Form.Item
                label={t('notice.field.loseDate')}
                onClick={() => setPickingDate(true)}
                extra={
                  loseDay && (
                    <Button
                      size="mini"
                      fill="none"
                      onClick={(event) => {
                        event.stopPropagation();
                        setFieldValue('loseDay', null);
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
                <DatePicker
                  visible={pickingDate}
                  value={loseDay}
                  min={startOfToday()}
                  title={t('notice.field.loseDate')}
                  onClose={() => setPickingDate(false)}
                  onConfirm={(day) => setFieldValue('loseDay', day)}
                />
              </Form.Item>
            );
          }}
        </Form.Item>
        <Form.Item
          name="staffOnly"
          label={t('notice.field.staffOnly')}
          childElementPosition="right"
          layout="horizontal"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item label={<span id="notice-body-label">{t('notice.field.content')}</span>}>
          <RichEditor
            editorRef={editorRef}
            initialHtml={notice?.content ?? ''}
            placeholder={t('notice.field.contentPlaceholder')}
            labelledBy="notice-body-label"
          />
        </Form.Item>
        <Form.Item name="attachments" label={t('notice.field.attachments')}>
          <FileControl field={ATTACHMENTS_FIELD} />
        </Form.Item>
      </Form>
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
