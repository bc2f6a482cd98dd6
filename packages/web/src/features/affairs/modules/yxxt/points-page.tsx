import type { CheckinPoint } from '@campus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, List, Switch, Tag } from 'antd-mobile';
import { Stepper } from '../../../../components/stepper';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { ListQueryView } from '../../list-query-view';
import { onboarding, yxxtCheckin } from './api';
import { currentPosition } from '../../checkin/scan-flow';
import { useYxxtTexts } from './texts';
import styles from './yxxt.module.css';

const HOUR = 3_600_000;

interface Values {
  name: string;
  place: string;
  hours: number;
  located: boolean;
  radius: number;
}

function NewPoint({ onOpened }: { onOpened: (point: CheckinPoint) => void }) {
  const t = useYxxtTexts();
  const [form] = Form.useForm<Values>();
  const [located, setLocated] = useState(false);
  const open = useMutation({
    mutationFn: async (values: Values) => {
      const now = Date.now();
      const where = values.located ? await currentPosition() : null;
      return onboarding.openPoint({
        name: values.name,
        place: values.place,
        startsAt: now,
        endsAt: now + values.hours * HOUR,
        ...(where ? { ...where, radius: values.radius } : {}),
      });
    },
    onSuccess: onOpened,
  });
  return (
    <Form
      form={form}
      layout="horizontal"
      initialValues={{ hours: 8, located: false, radius: 200 }}
      onFinish={(values) => open.mutate(values)}
      footer={
        <Button block type="submit" color="primary" loading={open.isPending}>
          {t('points.create')}
        </Button>
      }
    >
      <Form.Item name="name" label={t('points.name')} rules={[{ required: true, max: 100 }]}>
        <Input maxLength={100} clearable />
      </Form.Item>
      <Form.Item name="place" label={t('points.place')} rules={[{ required: true, max: 200 }]}>
        <Input maxLength={200} clearable />
      </Form.Item>
      <Form.Item name="hours" label={t('points.hours')} extra={t('points.hoursValue', { n: '' }).trim()}>
        <Stepper min={1} max={24 * 14} digits={0} />
      </Form.Item>
      <Form.Item name="located" label={t('points.useLocation')} valuePropName="checked">
        <Switch onChange={setLocated} />
      </Form.Item>
      {located && (
        <Form.Item name="radius" label={t('points.radius')}>
          <Stepper min={10} max={100_000} step={50} digits={0} />
        </Form.Item>
      )}
    </Form>
  );
}

/** checkinPoints: staff open a check-in point and pick one to show its rotating code. */
export function CheckinPointsPage(props: AffairScreenProps) {
  const t = useYxxtTexts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const points = useQuery(endpointQuery(yxxtCheckin.points));
  const show = (point: CheckinPoint) =>
    void navigate(screenPath(props, 'checkinShow', { query: { id: point.id } }));
  return (
    <>
      <GroupHeader props={props} />
      <ListQueryView
        query={points}
        empty={<p className={`${styles.card} ${styles.hint}`}>{t('points.none')}</p>}
      >
        {(loaded) => (
          <List>
            {loaded.map((point) => (
              <List.Item
                key={point.id}
                onClick={() => show(point)}
                description={
                  <span className={styles.pointMeta}>
                    {point.place} ·{' '}
                    {t('points.window', {
                      from: formatDateTime(point.startsAt, 'MM-DD HH:mm'),
                      to: formatDateTime(point.endsAt, 'MM-DD HH:mm'),
                    })}
                    {point.radius !== null && ` · ${t('points.located', { radius: point.radius })}`}
                  </span>
                }
                extra={
                  <>
                    <Tag color={point.open ? 'success' : 'default'}>
                      {t(point.open ? 'points.open' : 'points.closed')}
                    </Tag>
                    <div className={styles.pointMeta}>{t('points.count', { n: point.checkedIn })}</div>
                  </>
                }
              >
                {point.name}
              </List.Item>
            ))}
          </List>
        )}
      </ListQueryView>
      <SectionCard title={t('points.new')}>
        <NewPoint
          onOpened={(point) => {
            void invalidateEndpoints(client, [yxxtCheckin.points]);
            show(point);
          }}
        />
      </SectionCard>
    </>
  );
}
