import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './FileDropZone';
import { uploadValidator } from './upload-validator';

const FIVE_MB = 5 * 1024 * 1024;
const validateLogo = uploadValidator('campground-logo');

const png = (size = 10) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });

// The file input is hidden behind the button, as browsers require; it has no role to query by.
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('FileDropZone', () => {
  // jsdom has no object URLs; the preview needs one.
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    Object.assign(URL, original);
  });

  it('passes a valid file on and previews it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(
      <FileDropZone
        label="Campground Logo"
        validate={validateLogo}
        onSelect={onSelect}
        previewAlt="New logo"
      />,
    );
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    const file = png();
    await user.upload(fileInput(container), file);
    expect(onSelect).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'New logo' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rejects a file the validator refuses, with its message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSelect = vi.fn();
    const { container } = render(
      <FileDropZone label="Campground Logo" validate={validateLogo} onSelect={onSelect} />,
    );
    await user.upload(fileInput(container), png(FIVE_MB + 1));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 5MB');
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'File size must be less than 5MB',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a file type the domain does not accept, with the spec message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSelect = vi.fn();
    const { container } = render(
      <FileDropZone label="Campground Logo" validate={validateLogo} onSelect={onSelect} />,
    );
    await user.upload(fileInput(container), new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select a valid image file (JPG, PNG, GIF, WebP, or SVG)',
    );
  });

  it('shows upload progress and blocks another choice meanwhile', () => {
    render(
      <FileDropZone
        label="Campground Logo"
        onSelect={() => {}}
        progress={60}
        progressLabel="Uploading logo"
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading logo' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  });

  it('shows the current image and an error from outside', () => {
    render(
      <FileDropZone
        label="Campground Logo"
        onSelect={() => {}}
        previewUrl="https://cdn.example/logo.png"
        previewAlt="Current logo"
        errorMessage="Upload failed"
      />,
    );
    expect(screen.getByRole('img', { name: 'Current logo' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
  });
});
