import { DateInput, DateSegment } from 'react-aria-components';

/** The editable parts of a date, one segment each, in the user's locale order. */
export function DateSegments() {
  return (
    <DateInput className="cp-input cp-date-input">
      {(segment) => <DateSegment segment={segment} className="cp-date-input__segment" />}
    </DateInput>
  );
}
