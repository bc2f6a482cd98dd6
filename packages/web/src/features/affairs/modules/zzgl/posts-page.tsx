import { localize } from '@campus/contract';
import type { WorkStudyStaffPost, WorkStudyStaffPosts } from '@campus/contract/affairs/zzgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tabs, Tag } from 'antd-mobile';
import { lazy, useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { LazySheet } from '../../../../components/lazy-sheet';
import { QueryView } from '../../../../components/query-view';
import { useCommand } from '../../../../components/workflow/use-command';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { reloadAfter } from '../../reload-after';
import { WORK_STUDY_QUERIES, workStudy, workStudyEndpoints } from './api';
import { HoursTab } from './hours-tab';
import { PostCard } from './post-card';
import { useWsTexts } from './texts';
import styles from './work-study.module.css';
import { confirm } from '../../../../components/feedback';

// The editor (the form renderer, its controller and checks) comes with the first tap on publish
// or edit, not with the list (issue 16).
const PostEditor = lazy(() => import('./post-editor').then((m) => ({ default: m.PostEditor })));

type Tab = 'posts' | 'hours';

function PostsTab({ data }: { data: WorkStudyStaffPosts }) {
  const text = useWsTexts();
  const { run } = useCommand();
  const client = useQueryClient();
  const [editing, setEditing] = useState<WorkStudyStaffPost | 'new' | null>(null);
  const close = async (post: WorkStudyStaffPost) => {
    const sure = await confirm({ content: text('closeConfirm', { post: post.title }) });
    if (sure)
      await run(
        () => reloadAfter(client, workStudy.closePost(post.id), WORK_STUDY_QUERIES),
        text('closedToast'),
      );
  };
  return (
    <>
      {data.mayManage && (
        <div className={styles.toolbar}>
          <Button color="primary" onClick={() => setEditing('new')}>
            {text('publish')}
          </Button>
        </div>
      )}
      {data.posts.length === 0 && (
        <EmptyState description={text(data.mayManage ? 'noStaffPosts' : 'noSupervised')} />
      )}
      {data.posts.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          tag={
            post.status === 'closed' ? (
              <Tag>{text('closedTag')}</Tag>
            ) : (
              <Tag color={post.accepting ? 'success' : 'default'} fill="outline">
                {post.accepting ? text('free', { free: post.places - post.filled }) : text('full')}
              </Tag>
            )
          }
          more={[
            { label: text('supervisor'), value: post.supervisorName },
            {
              label: text('students'),
              value:
                post.placements.length === 0 ? (
                  text('noStudents')
                ) : (
                  <span className={styles.names}>
                    {post.placements.map((p) => (
                      <Tag key={p.id} color="primary" fill="outline">
                        {p.studentName}
                      </Tag>
                    ))}
                  </span>
                ),
            },
          ]}
          action={
            data.mayManage ? (
              <div className={styles.buttons}>
                <Button size="small" fill="outline" onClick={() => setEditing(post)}>
                  {text('edit')}
                </Button>
                {post.status === 'open' && (
                  <Button size="small" fill="outline" color="danger" onClick={() => void close(post)}>
                    {text('close')}
                  </Button>
                )}
              </div>
            ) : undefined
          }
        />
      ))}
      <LazySheet
        visible={editing !== null}
        onClose={() => setEditing(null)}
        bodyStyle={{ borderRadius: '12px 12px 0 0' }}
      >
        <PostEditor
          key={editing === 'new' || editing === null ? 'new' : editing.id}
          post={editing === 'new' || editing === null ? undefined : editing}
          departments={data.departments}
          caps={data.caps}
          onDone={() => setEditing(null)}
        />
      </LazySheet>
    </>
  );
}

/**
 * 岗位与工时管理: the centre's posts (publish, edit, stop taking students, who is on each) and
 * the hours by month; a supervisor sees the posts they supervise and logs their students' hours.
 */
export function WorkStudyPostsPage(props: AffairScreenProps) {
  const text = useWsTexts();
  const language = useViewStore((s) => s.language);
  const [tab, setTab] = useState<Tab>('posts');
  const posts = useQuery(endpointQuery(workStudyEndpoints.posts));
  return (
    <>
      <GroupHeader
        props={props}
        title={localize(props.screen.title, language)}
        subtitle={posts.data && text(posts.data.mayManage ? 'staffHint' : 'supervisorHint')}
      />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} className={styles.tabs}>
        <Tabs.Tab key="posts" title={text('tabPosts')} />
        <Tabs.Tab key="hours" title={text('tabHours')} />
      </Tabs>
      {tab === 'posts' ? (
        <QueryView query={posts}>{(data) => <PostsTab data={data} />}</QueryView>
      ) : (
        <HoursTab />
      )}
    </>
  );
}
