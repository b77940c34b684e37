import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { FilePicker, type FilePickerProps } from './FilePicker';

type Chosen = FilePickerProps['chosen'];

/** Keeps the chosen file's name (no preview: stories have no file reader). */
function Stateful(props: Omit<FilePickerProps, 'chosen' | 'onFile' | 'onRemove'> & { initial?: Chosen }) {
  const { initial = null, ...rest } = props;
  const [chosen, setChosen] = useState<Chosen>(initial);
  return (
    <FilePicker
      {...rest}
      chosen={chosen}
      onFile={(file) => setChosen({ name: file.name, preview: null })}
      onRemove={() => setChosen(null)}
    />
  );
}

// A 1x1 transparent PNG.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const meta = {
  title: 'Forms/FilePicker',
  component: Stateful,
  args: {
    label: 'Military Document',
    description: 'PDF, JPEG or PNG, up to 10 MB',
    accept: 'application/pdf,image/jpeg,image/png',
    chooseLabel: 'Choose File',
    removeLabel: 'Remove',
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['%PDF'], 'orders.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByText('orders.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(canvas.queryByText('orders.pdf')).toBeNull();
  },
};
export const WithPreview: Story = {
  args: { label: 'Selfie with ID', initial: { name: 'selfie.png', preview: PIXEL } },
};
export const WithTakePhoto: Story = {
  args: {
    label: 'Selfie with ID',
    accept: 'image/jpeg,image/png',
    extra: <Button variant="outline">Take Photo</Button>,
  },
};
export const Invalid: Story = { args: { errorMessage: 'Please upload your military document' } };
