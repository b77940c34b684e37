import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Verification(props: { onSelectionChange?: (key: unknown) => void; disabledKeys?: string[] }) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Document Verification">
        <Tab id="selfie">Selfie with ID</Tab>
        <Tab id="signatures">E-Signatures</Tab>
        <Tab id="military">Military Documents</Tab>
      </TabList>
      <TabPanel id="selfie">Selfies</TabPanel>
      <TabPanel id="signatures">Signatures</TabPanel>
      <TabPanel id="military">Military</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the first panel and switches with clicks and arrow keys', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Verification onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Document Verification' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Selfies');

    await user.click(screen.getByRole('tab', { name: 'E-Signatures' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Signatures');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Military Documents' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith('military');
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Verification disabledKeys={['signatures']} />);
    await user.click(screen.getByRole('tab', { name: 'Selfie with ID' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Military Documents' })).toHaveAttribute('aria-selected', 'true');
  });
});
