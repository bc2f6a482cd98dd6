import type { ErrorBlockProps } from 'antd-mobile';
import { lazy, Suspense } from 'react';

// antd-mobile's ErrorBlock carries its four status pictures (about 10 KB gzip); screens show it only
// when something is empty or failed, so it is fetched then and not with every screen (issue 16).
const AntdErrorBlock = lazy(() => import('antd-mobile/es/components/error-block'));

/** antd-mobile's ErrorBlock, loaded when first shown; its title and actions show meanwhile. */
export function ErrorBlock(props: ErrorBlockProps) {
  return (
    <Suspense
      fallback={
        <div className={props.className} style={{ padding: '48px 16px', textAlign: 'center' }}>
          <div>{props.title}</div>
          {props.children}
        </div>
      }
    >
      <AntdErrorBlock {...props} />
    </Suspense>
  );
}
