import { cleanBenefits, MEMBERSHIP_TYPES_WORDS as WORDS } from '@camppass/domain';
import { Button, TextField } from '@camppass/ui';
import { useState } from 'react';
import { keyedBenefits } from './membership-type-draft';

/** The form's benefits (03 §5): added by the button or Enter, trimmed, blanks ignored, each removable. */
export function BenefitsField({
  benefits,
  onChange,
}: {
  readonly benefits: readonly string[];
  onChange(benefits: readonly string[]): void;
}) {
  const [next, setNext] = useState('');
  const add = () => {
    const added = cleanBenefits([next]);
    if (added.length === 0) return;
    onChange([...benefits, ...added]);
    setNext('');
  };
  return (
    <fieldset className="mt-benefits">
      <legend>{WORDS.benefits}</legend>
      {benefits.length > 0 && (
        <ul>
          {keyedBenefits(benefits).map(({ key, text, position }) => (
            <li key={key}>
              <span>{text}</span>
              <Button
                variant="ghost"
                aria-label={`${WORDS.removeBenefit} ${text}`}
                onPress={() => onChange(benefits.filter((_, i) => i !== position))}
              >
                {WORDS.removeBenefit}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-benefits__add">
        <TextField
          label={WORDS.benefitInput}
          value={next}
          onChange={setNext}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Enter adds the benefit rather than submitting the form.
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onPress={add}>
          {WORDS.addBenefit}
        </Button>
      </div>
    </fieldset>
  );
}
