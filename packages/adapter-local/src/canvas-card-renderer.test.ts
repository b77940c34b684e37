import { cardContent } from '@camppass/core/member/get-membership-card';
import { describeOne } from '@camppass/core/member/member-memberships';
import { setUpMemberArea } from '@camppass/core/testing';
import { describe, expect, it } from 'vitest';
import { CanvasCardRenderer } from './canvas-card-renderer';
import { readCardImage } from './testing/card-image';

describe('CanvasCardRenderer', () => {
  it('draws an 800x1200 PNG in the card’s colours whose QR code reads back as the status link', async () => {
    const f = await setUpMemberArea();
    const membership = await f.membership(f.member.user.id, { membershipCode: 'CAM-PNG01' });
    const described = await describeOne(f.repos, membership, f.core.clock.now());
    const statusUrl = 'https://portal.camppass.test/membership-status/abcDEF123_-xyzXYZ789abc';
    const png = await new CanvasCardRenderer().renderPng(cardContent(described, 'Jamie Rivers', statusUrl));

    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const card = readCardImage(png);
    expect([card.width, card.height]).toEqual([800, 1200]);
    expect(card.qrText).toBe(statusUrl);
    // The accent band on top and the brand colour below it (Pine Valley: #1E3A8A over #FDE047).
    expect(card.at(5, 5)).toEqual([0x1e, 0x3a, 0x8a]);
    expect(card.at(5, 600)).toEqual([0xfd, 0xe0, 0x47]);
  });
});
