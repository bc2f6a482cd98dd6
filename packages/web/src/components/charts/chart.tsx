import type { ECharts } from 'echarts/core';
import { DotLoading } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import type { ChartOption } from './chart-options';
import styles from './chart.module.css';

/** A second colour after the theme's for series that need more than one (the status ring). */
const PALETTE = ['#00b578', '#ff8f1f', '#ff3141', '#7c5cfc', '#13c2c2', '#eb2f96', '#8c8c8c', '#fadb14'];

function themeColors(element: HTMLElement): string[] {
  const primary = getComputedStyle(element).getPropertyValue('--adm-color-primary').trim() || '#1677ff';
  return [primary, ...PALETTE];
}

/**
 * One chart, drawn on a canvas by ECharts, which is loaded (its own chunk) when the first chart
 * mounts; it follows its box's width and is disposed with the component.
 */
export function Chart({ option, label, height }: { option: ChartOption; label: string; height?: number }) {
  const { t } = useWorkflowTexts();
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let instance: ECharts | undefined;
    let observer: ResizeObserver | undefined;
    let gone = false;
    import('./echarts-setup')
      .then(({ init }) => {
        const element = box.current;
        if (gone || !element) return;
        instance = init(element, undefined, { renderer: 'canvas' });
        observer = new ResizeObserver(() => instance?.resize());
        observer.observe(element);
        setChart(instance);
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      observer?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    if (chart && box.current) chart.setOption({ color: themeColors(box.current), ...option }, true);
  }, [chart, option]);

  if (failed) return <p className={styles.chartFailed}>{t('affairs.statistics.chartFailed')}</p>;
  return (
    <div className={styles.chart} style={height ? { height } : undefined} role="img" aria-label={label}>
      <div ref={box} className={styles.chartCanvas} />
      {!chart && (
        <div className={styles.chartLoading}>
          <DotLoading />
        </div>
      )}
    </div>
  );
}
