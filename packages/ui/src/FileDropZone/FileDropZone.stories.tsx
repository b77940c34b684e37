import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileDropZone } from './FileDropZone';
import { acceptedUploadTypes, uploadValidator } from './upload-validator';

const LOGO =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="%2315803d"/></svg>';

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Campground Logo',
    description: 'Square, at least 200x200px.',
    acceptedFileTypes: acceptedUploadTypes('campground-logo'),
    validate: uploadValidator('campground-logo'),
    onSelect: fn(),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCurrentImage: Story = { args: { previewUrl: LOGO, previewAlt: 'Current logo' } };
export const Uploading: Story = { args: { progress: 45, progressLabel: 'Uploading logo' } };
export const Invalid: Story = { args: { errorMessage: 'Upload failed. Please try again.' } };
export const Disabled: Story = { args: { isDisabled: true } };
