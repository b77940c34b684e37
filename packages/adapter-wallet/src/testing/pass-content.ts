import type { WalletPassContent } from '@camppass/core';

/** A membership's wallet pass content, as the use case words it. */
export const passContent: WalletPassContent = {
  serialNumber: '5b0f1c9e-0000-4000-8000-000000000001',
  campgroundName: 'Pine Hollow',
  memberName: 'Avery Stone',
  membershipTypeName: 'Season Pass',
  membershipCode: 'PH-7Q2K9',
  startDate: '2026-05-01',
  endDate: '2027-04-30',
  fields: [
    { key: 'validFrom', label: 'Valid from', value: '05/01/2026' },
    { key: 'validTo', label: 'Valid to', value: '04/30/2027' },
    { key: 'status', label: 'Status', value: 'Active' },
  ],
  backgroundColor: '#1F5C3A',
  foregroundColor: '#FFFFFF',
  labelColor: '#FFFFFF',
  qrText: 'https://portal.camppass.test/membership-status/tok#pass=1.kid.m.c.20260501.20270430.1.sig',
  qrCaption: 'Scan to check this membership today',
  description: 'Pine Hollow membership',
  logoPng: null,
  logoUrl: null,
  appleWebService: {
    url: 'https://portal.camppass.test/wallet/apple',
    authenticationToken: 'q8V2mZ4rT7yN1cX6bL0pK3sH9dF5gJ2w',
  },
};
