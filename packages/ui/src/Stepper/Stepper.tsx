import type { HTMLAttributes, ReactNode } from 'react';
import { CheckIcon } from '../icons';
import { cx } from '../utils/cx';

export interface Step {
  id: string;
  label: ReactNode;
}

export interface StepperProps extends HTMLAttributes<HTMLElement> {
  steps: readonly Step[];
  /** Index of the current step, from 0. Earlier steps count as completed. */
  currentIndex: number;
  /** Name of the navigation landmark. */
  'aria-label'?: string;
  /** Words read before completed steps. */
  completedLabel?: string;
}

/** Progress through a wizard (the five purchase steps): completed, current and upcoming steps. */
export function Stepper({
  steps,
  currentIndex,
  'aria-label': ariaLabel = 'Progress',
  completedLabel = 'Completed:',
  className,
  ...rest
}: StepperProps) {
  return (
    <nav {...rest} aria-label={ariaLabel} className={cx('cp-stepper', className)}>
      <ol className="cp-stepper__list">
        {steps.map((step, index) => {
          const status = index < currentIndex ? 'completed' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step.id}
              className="cp-stepper__step"
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className="cp-stepper__marker" aria-hidden="true">
                {status === 'completed' ? <CheckIcon width={16} height={16} /> : index + 1}
              </span>
              <span className="cp-stepper__label">
                {status === 'completed' && <span className="cp-visually-hidden">{completedLabel} </span>}
                {step.label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
