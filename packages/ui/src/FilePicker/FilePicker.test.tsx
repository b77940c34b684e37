import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from './FilePicker';

// The file input is hidden behind the button, as browsers require; it has no role to query by.
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

const props = {
  label: 'Selfie with ID',
  accept: 'image/jpeg,image/png',
  chooseLabel: 'Choose File',
  removeLabel: 'Remove',
  onRemove: () => {},
};

describe('FilePicker', () => {
  it('hands a chosen file on, and the same file again after it was removed', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    const { container } = render(<FilePicker {...props} chosen={null} onFile={onFile} />);
    const input = fileInput(container);
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledTimes(2);
  });

  it('opens the file dialog from its button, the one keyboard stop', async () => {
    const user = userEvent.setup();
    const { container } = render(<FilePicker {...props} chosen={null} onFile={() => {}} />);
    const click = vi.spyOn(fileInput(container), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose File' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('shows the preview with a named image, or the name, and removes the file', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { rerender } = render(
      <FilePicker
        {...props}
        onRemove={onRemove}
        onFile={() => {}}
        chosen={{ name: 'me.png', preview: 'data:image/png;base64,AA' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Selfie with ID: me.png' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AA',
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    rerender(
      <FilePicker
        {...props}
        onRemove={onRemove}
        onFile={() => {}}
        chosen={{ name: 'orders.pdf', preview: null }}
      />,
    );
    expect(screen.getByText('orders.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('announces its error and ties help and error to the input, with extra controls beside the button', () => {
    const { container } = render(
      <FilePicker
        {...props}
        chosen={null}
        onFile={() => {}}
        description="JPEG or PNG, up to 10 MB"
        errorMessage="Please upload a selfie with your ID"
        extra={<button type="button">Take Photo</button>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a selfie with your ID');
    const input = fileInput(container);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('JPEG or PNG, up to 10 MB Please upload a selfie with your ID');
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeInTheDocument();
  });
});
