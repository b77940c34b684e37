import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps what a visitor, or the browser's autofill, typed into a server-rendered form before the
 * page's script hydrated it. React leaves such a value in the field while it hydrates, but not in the
 * state that controls the field, so the next render would empty the field. Once the form is
 * committed, each named field that holds a value gives it to its setter. A form the browser rendered
 * itself starts with the state's own values, which the setters receive unchanged.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  setters: Readonly<Record<string, (value: string) => void>>,
): void {
  const first = useRef(setters);
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const [name, set] of Object.entries(first.current)) {
      const field = elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.value !== '') set(field.value);
    }
  }, [form]);
}
