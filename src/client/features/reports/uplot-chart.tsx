import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 240;

/**
 * A uPlot chart that fills its box's width (and follows it). `options` and `data` must keep their
 * identity between renders (useMemo): a new one draws the chart anew. The canvas is an image for
 * assistive technology; the numbers are in the table beside it.
 */
export function UplotChart({
  options,
  data,
  label,
}: {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const size = () => ({ width: Math.max(element.clientWidth, 200), height: HEIGHT });
    const chart = new uPlot({ ...options, ...size() }, data, element);
    const observer = new ResizeObserver(() => chart.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [options, data]);
  return <div ref={box} role="img" aria-label={label} className="min-h-60 w-full" />;
}
