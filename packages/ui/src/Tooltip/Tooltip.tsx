import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  OverlayArrow,
  TooltipTrigger,
} from 'react-aria-components';
import { cx } from '../utils/cx';

export interface TooltipProps extends Omit<AriaTooltipProps, 'children' | 'className'> {
  /** Text of the tooltip; it describes the trigger and never holds the only copy of essential information. */
  content: ReactNode;
  /** A focusable react-aria element: `Button`, `Link` or a `Focusable`. */
  children: ReactElement;
  /** Milliseconds of hovering before it opens; keyboard focus opens it at once. */
  delay?: number;
  className?: string;
}

/** A short description shown on hover or keyboard focus; Escape closes it. */
export function Tooltip({
  content,
  children,
  delay = 600,
  placement = 'end',
  className,
  ...rest
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip {...rest} placement={placement} offset={8} className={cx('cp-tooltip', className)}>
        <OverlayArrow className="cp-tooltip__arrow">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
