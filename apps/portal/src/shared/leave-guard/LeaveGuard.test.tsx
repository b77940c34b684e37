import { UNSAVED_CHANGES_TITLE } from '@camppass/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LeaveGuardProvider, useGuardedLeave, useUnsavedChanges } from './LeaveGuard';

function DraftForm() {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return (
    <label>
      Note
      <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

function Page({ onLeave }: { readonly onLeave: () => void }) {
  const leave = useGuardedLeave();
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && <DraftForm />}
      <button type="button" onClick={() => leave(onLeave)}>
        Go elsewhere
      </button>
      <button type="button" onClick={() => setShown(false)}>
        Close form
      </button>
    </>
  );
}

const beforeUnloadIsStopped = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

const renderPage = () => {
  const onLeave = vi.fn();
  const user = userEvent.setup();
  render(
    <LeaveGuardProvider>
      <Page onLeave={onLeave} />
    </LeaveGuardProvider>,
  );
  return { user, onLeave };
};

describe('leaving a form with unsaved changes', () => {
  it('leaves at once while nothing is unsaved', async () => {
    const { user, onLeave } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(onLeave).toHaveBeenCalledOnce();
    expect(beforeUnloadIsStopped()).toBe(false);
  });

  it('asks first once something is typed: Stay keeps the form, Discard Changes leaves', async () => {
    const { user, onLeave } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'half a thought');
    expect(beforeUnloadIsStopped()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    const ask = await screen.findByRole('alertdialog', { name: UNSAVED_CHANGES_TITLE });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(onLeave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half a thought');

    await user.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard Changes' }),
    );
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('forgets a form once it is gone', async () => {
    const { user, onLeave } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Close form' }));
    expect(beforeUnloadIsStopped()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });
});
