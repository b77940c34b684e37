import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Document Verification">
        <Tab id="selfie">Selfie with ID</Tab>
        <Tab id="signatures">E-Signatures</Tab>
        <Tab id="military">Military Documents</Tab>
      </TabList>
      <TabPanel id="selfie">Selfie-with-ID documents of the selected campground.</TabPanel>
      <TabPanel id="signatures">Signed membership agreements.</TabPanel>
      <TabPanel id="military">Military documents awaiting review.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'E-Signatures' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Signed membership agreements.');
  },
};
export const Disabled: Story = { args: { disabledKeys: ['military'] } };
export const Vertical: Story = { args: { orientation: 'vertical' } };
