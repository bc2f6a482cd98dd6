import { localize, type SettingValue } from '@campus/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { affairs, groupEndpoints } from '../../../api/affairs';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { http } from '../../../api/http';
import { EmptyState } from '../../../components/empty-state';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import { localizedQuery } from '../affair-queries';
import type { AffairScreenProps } from '../affair-screen';
import { mayManage } from '../audience';
import { GroupHeader } from '../group-header';
import { ListQueryView } from '../list-query-view';
import { useViewer } from '../use-viewer';
import { settingsChanges } from './changes';
import { PointsTables } from './points-tables';
import { changedSettings, parseFigure, settingsFormOf, type SettingsForm } from './settings-values';
import styles from './staff-pages.module.css';
import { showToast } from '../../../components/feedback';

/**
 * The school's own figures of the group's schemes (标准设置: amounts, caps, tiers; the national
 * figures too, since they change) and its calendar of holidays for working-day periods, as the
 * settings route lists them; the office saves what it changed. Others read them.
 */
export function SettingsPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const settings = useQuery(localizedQuery(groupEndpoints(props.group).settings, undefined, language));
  // A group whose standards are points (the evaluation's bonus) is not told about amounts.
  const money = props.group.modules.some((m) =>
    m.settings?.some((s) => s.type === 'money' || s.type === 'moneyByOutcome'),
  );
  return (
    <div className={styles.formPage}>
      <GroupHeader
        props={props}
        subtitle={t(money ? 'affairs.settings.hint' : 'affairs.settings.hintPoints')}
      />
      <ListQueryView query={settings} empty={<EmptyState description={t('affairs.settings.empty')} />}>
        {(rows) => (
          <SettingsEditor key={JSON.stringify(rows.map((r) => r.value))} props={props} settings={rows} />
        )}
      </ListQueryView>
      <PointsTables modules={props.group.modules} />
    </div>
  );
}

function SettingsEditor({ props, settings }: { props: AffairScreenProps; settings: SettingValue[] }) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const viewer = useViewer();
  const client = useQueryClient();
  const manage = mayManage(props.group, viewer);
  const [form] = Form.useForm<SettingsForm>();
  const [saving, setSaving] = useState(false);
  const sections = [...new Set(settings.map((s) => s.module))].map((module) => ({
    module,
    title:
      module === 'calendar'
        ? t('affairs.settings.calendar')
        : module === props.group.key
          ? localize(props.group.title, language)
          : localize(props.group.modules.find((m) => m.key === module)?.title, language),
    settings: settings.filter((s) => s.module === module),
  }));

  const save = async () => {
    let values: SettingsForm;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true);
    } catch {
      return;
    }
    const changed = changedSettings(settings, values);
    if (changed.length === 0) {
      void showToast({ content: t('affairs.settings.unchanged') });
      return;
    }
    setSaving(true);
    try {
      await affairs.saveSettings(props.group, changed);
      await invalidateEndpoints(client, settingsChanges(props.group));
      void showToast({ icon: 'success', content: t('affairs.settings.saved') });
    } catch (error) {
      http.report(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        initialValues={settingsFormOf(settings)}
        disabled={!manage}
      >
        {/* Headers split the card only as the form's own children: no wrapping component. */}
        {sections.flatMap((section) => [
          <Form.Header key={`${section.module}-header`}>{section.title}</Form.Header>,
          ...section.settings.map((setting) => settingItem(setting)),
        ])}
        {!manage && <Form.Header>{t('affairs.settings.readOnly')}</Form.Header>}
      </Form>
      {manage && (
        <div className={styles.formActions} style={{ gridTemplateColumns: '1fr' }}>
          <Button block color="primary" loading={saving} onClick={() => void save()}>
            {t('affairs.settings.save')}
          </Button>
        </div>
      )}
    </>
  );
}

/** A setting's row: one figure, an amount per outcome, or text (the calendar's dates). */
function settingItem(s: SettingValue) {
  const key = `${s.module}.${s.key}`;
  if (s.type === 'moneyByOutcome')
    return (
      <Form.Item key={key} label={s.label} description={<SettingMeta setting={s} />}>
        <div className={styles.outcomes}>
          {s.options.map((o) => (
            <div key={o.key} className={styles.outcome}>
              <span>{o.label}</span>
              <FigureItem setting={s} name={[s.module, s.key, o.key]} label={`${s.label} ${o.label}`} />
            </div>
          ))}
        </div>
      </Form.Item>
    );
  if (s.type === 'text')
    return (
      <Form.Item key={key} name={[s.module, s.key]} label={s.label} description={<SettingMeta setting={s} />}>
        <TextArea autoSize={{ minRows: 2, maxRows: 8 }} aria-label={s.label} placeholder="yyyy-MM-dd" />
      </Form.Item>
    );
  return (
    <Form.Item key={key} label={s.label} description={<SettingMeta setting={s} />}>
      <FigureItem setting={s} name={[s.module, s.key]} label={s.label} />
    </Form.Item>
  );
}

/** One figure's input with its unit, checked against the setting's kind and range. */
function FigureItem({ setting, name, label }: { setting: SettingValue; name: string[]; label: string }) {
  const { t } = useWorkflowTexts();
  const message = t('affairs.settings.number', { min: setting.min ?? 0, max: setting.max ?? '' });
  return (
    <div className={styles.numberInput}>
      <Form.Item
        name={name}
        noStyle
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              if (parseFigure(setting, value ?? '') === undefined) throw new Error(message);
            },
          },
        ]}
      >
        <Input inputMode={setting.type === 'integer' ? 'numeric' : 'decimal'} aria-label={label} />
      </Form.Item>
      {setting.unit && <span className={styles.unit}>{setting.unit}</span>}
    </div>
  );
}

/** Under a setting: the national mark, its help, its range and default. */
function SettingMeta({ setting }: { setting: SettingValue }) {
  const { t } = useWorkflowTexts();
  const defaults =
    setting.type === 'moneyByOutcome'
      ? setting.options
          .map((o) => `${o.label} ${String((setting.default as Record<string, number>)[o.key] ?? '')}`)
          .join(' / ')
      : String(setting.default ?? '');
  return (
    <span className={styles.settingMeta}>
      {setting.national && (
        <Tag color="warning" fill="outline">
          {t('affairs.settings.national')}
        </Tag>
      )}
      {setting.help && <span>{setting.help}</span>}
      {setting.type !== 'text' && defaults && (
        <span>{t('affairs.settings.default', { value: defaults })}</span>
      )}
    </span>
  );
}
