import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../utils/cx';

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** `text` lines, a `rect` block, or a `circle` (avatar, logo). */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of text lines; the last is shorter. */
  lines?: number;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/**
 * A placeholder shaped like content that is loading. It is hidden from assistive technology:
 * mark the loading container with `aria-busy` and announce loading elsewhere.
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  width,
  height,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <div {...rest} aria-hidden="true" data-shape={shape} className={cx('cp-skeleton', className)}>
      {Array.from({ length: count }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical placeholders
          key={i}
          className="cp-skeleton__bone"
          style={{ width: count > 1 && i === count - 1 ? '60%' : width, height, ...style }}
        />
      ))}
    </div>
  );
}
