import {
  DOCUMENT_CAMPGROUND_LABEL,
  DOCUMENT_TABS,
  DOCUMENT_VERIFICATION_TITLE,
  NO_CAMPGROUND_FOR_DOCUMENTS,
} from '@camppass/domain';
import { EmptyState, Select, SelectItem, Tab, TabList, TabPanel, Tabs } from '@camppass/ui';
import { DocumentTabPanel } from './documents/DocumentTabPanel';
import type { DocumentTabId } from './documents/document-queries';
import { useOwnerArea } from './owner-area';
import './documents/documents.css';

const TABS: readonly { id: DocumentTabId; label: string }[] = [
  { id: 'selfie', label: DOCUMENT_TABS.selfie },
  { id: 'signature', label: DOCUMENT_TABS.signature },
  { id: 'military', label: DOCUMENT_TABS.military },
];

/**
 * Document Verification (03 §2.8): selfies with ID, e-signatures and military documents of the chosen
 * campground (the first one unless another was chosen), each tab loading its own list.
 */
export function DocumentVerificationTab() {
  const { campgrounds, selectedCampgroundId, selectCampground } = useOwnerArea();
  const campgroundId =
    campgrounds.find((c) => c.id === selectedCampgroundId)?.id ?? campgrounds[0]?.id ?? null;
  return (
    <div className="od-tab">
      <h2 className="od-title">{DOCUMENT_VERIFICATION_TITLE}</h2>
      {campgrounds.length > 1 && (
        <Select
          label={DOCUMENT_CAMPGROUND_LABEL}
          items={campgrounds}
          selectedKey={campgroundId}
          onSelectionChange={(key) => key != null && selectCampground(String(key))}
        >
          {(campground) => <SelectItem id={campground.id}>{campground.name}</SelectItem>}
        </Select>
      )}
      {campgroundId === null ? (
        <EmptyState headingLevel={3} title={NO_CAMPGROUND_FOR_DOCUMENTS} />
      ) : (
        <Tabs>
          <TabList aria-label={DOCUMENT_VERIFICATION_TITLE}>
            {TABS.map((tab) => (
              <Tab key={tab.id} id={tab.id}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {TABS.map((tab) => (
            <TabPanel key={tab.id} id={tab.id}>
              <DocumentTabPanel key={campgroundId} tab={tab.id} campgroundId={campgroundId} />
            </TabPanel>
          ))}
        </Tabs>
      )}
    </div>
  );
}
