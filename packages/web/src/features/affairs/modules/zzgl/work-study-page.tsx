import { localize } from '@campus/contract';
import type { WorkStudyIndex, WorkStudyPost, WorkStudyStanding } from '@campus/contract/affairs/zzgl';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { ListCard } from '../../../../components/list-card';
import { QueryView } from '../../../../components/query-view';
import { useViewStore } from '../../../../stores/view';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { workStudyEndpoints } from './api';
import { PostCard } from './post-card';
import { useWsTexts } from './texts';
import styles from './work-study.module.css';

function Standing({ standing }: { standing: WorkStudyStanding }) {
  const text = useWsTexts();
  return standing.state === 'placed' ? (
    <Tag color="success">{text('placed')}</Tag>
  ) : (
    <Tag color="primary" fill="outline">
      {text('applied')}
    </Tag>
  );
}

/**
 * 勤工助学: the posts taking students (free places first), each with its pay, period and places;
 * a student applies from the post (the form opens with it chosen) and sees where they stand.
 */
export function WorkStudyPage(props: AffairScreenProps) {
  const text = useWsTexts();
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const index = useQuery(endpointQuery(workStudyEndpoints.index));
  const detail = (id: string) =>
    navigate(screenPath(props, 'detail', { module: 'workStudy', query: { id } }));
  const applyFor = (post: WorkStudyPost) =>
    navigate(screenPath(props, 'apply', { module: 'workStudy', query: { postId: post.id } }));

  const body = (data: WorkStudyIndex) => {
    const standingOf = (post: WorkStudyPost) => data.mine.find((s) => s.postId === post.id);
    const placed = data.mine.filter((s) => s.state === 'placed').length;
    return (
      <>
        {data.mine.length > 0 && (
          <>
            <h2 className={styles.section}>{text('mine')}</h2>
            {data.mine.map((standing) => {
              const post = data.posts.find((p) => p.id === standing.postId);
              return (
                <ListCard
                  key={standing.requestId}
                  title={standing.postTitle}
                  tag={<Standing standing={standing} />}
                  lines={post ? [{ label: text('department'), value: post.departmentName }] : []}
                  onClick={() =>
                    standing.state === 'placed'
                      ? navigate(screenPath(props, 'workStudyRecords'))
                      : detail(standing.requestId)
                  }
                />
              );
            })}
          </>
        )}
        <h2 className={styles.section}>{text('openPosts')}</h2>
        {data.posts.length === 0 && <EmptyState description={text('noPosts')} />}
        {data.posts.map((post) => {
          const standing = standingOf(post);
          const free = post.places - post.filled;
          const canApply = data.mayApply && !standing && post.accepting && placed < data.caps.maxPosts;
          return (
            <PostCard
              key={post.id}
              post={post}
              tag={
                standing ? (
                  <Standing standing={standing} />
                ) : (
                  <Tag color={free > 0 ? 'success' : 'default'} fill="outline">
                    {free > 0 ? text('free', { free }) : text('full')}
                  </Tag>
                )
              }
              action={
                canApply ? (
                  <Button size="small" color="primary" onClick={() => applyFor(post)}>
                    {text('apply')}
                  </Button>
                ) : standing ? (
                  <Button
                    size="small"
                    fill="outline"
                    onClick={() =>
                      standing.state === 'placed'
                        ? navigate(screenPath(props, 'workStudyRecords'))
                        : detail(standing.requestId)
                    }
                  >
                    {text(standing.state === 'placed' ? 'viewHours' : 'view')}
                  </Button>
                ) : undefined
              }
            />
          );
        })}
        {data.mayApply && placed >= data.caps.maxPosts && (
          <p className={styles.section}>{text('holding', { count: placed, max: data.caps.maxPosts })}</p>
        )}
      </>
    );
  };

  return (
    <>
      <GroupHeader props={props} title={localize(props.screen.title, language)} subtitle={text('hint')}>
        {index.data && (
          <span className={styles.caps}>
            {text('caps', {
              week: index.data.caps.maxHoursWeek,
              month: index.data.caps.maxHoursMonth,
              pay: index.data.caps.minHourlyPay,
            })}
          </span>
        )}
      </GroupHeader>
      <QueryView query={index}>{body}</QueryView>
    </>
  );
}
