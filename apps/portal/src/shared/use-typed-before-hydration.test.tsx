import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

const seen: string[] = [];

/** A controlled field and a button whose press renders the form again. */
function Form({ keep }: { keep: boolean }) {
  const [email, setEmail] = useState('');
  const [renders, setRenders] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, keep ? { email: setEmail } : {});
  seen.push(email);
  return (
    <form ref={form}>
      <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        {renders}
      </button>
    </form>
  );
}

/** The server's HTML of the form, typed into before it is hydrated, then hydrated and rendered again. */
const typeThenHydrate = async (keep: boolean) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form keep={keep} />);
  document.body.append(container);
  const field = container.querySelector('input') as HTMLInputElement;
  field.value = 'typed@camppass.test';
  await act(async () => {
    hydrateRoot(container, <Form keep={keep} />);
  });
  await act(async () => {
    (container.querySelector('button') as HTMLButtonElement).click();
  });
  return field;
};

afterEach(() => {
  document.body.innerHTML = '';
  seen.length = 0;
});

describe('useTypedBeforeHydration', () => {
  it('keeps what was typed into the server-rendered field before hydration, in the field and the state', async () => {
    const field = await typeThenHydrate(true);
    expect(field.value).toBe('typed@camppass.test');
    expect(seen.at(-1)).toBe('typed@camppass.test');
  });

  it('is needed: without it the next render empties the field', async () => {
    const field = await typeThenHydrate(false);
    expect(field.value).toBe('');
    expect(seen.at(-1)).toBe('');
  });
});
