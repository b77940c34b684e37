import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 10, totalCount: 95, onPageChange: () => {} },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Showing 11 to 20 of 95')).toBeVisible();
  },
};
export const MiddlePage: Story = { args: { page: 6 } };
export const SinglePage: Story = { args: { totalCount: 7 } };
export const Empty: Story = { args: { totalCount: 0 } };
export const Disabled: Story = { args: { isDisabled: true } };
