/** A browser tab opened on the owner's press, pointed at the gateway's link once it arrives. */
export interface PendingTab {
  go(url: string): void;
  close(): void;
}

/**
 * Leaving for the payment gateway's pages (its onboarding form, its Express dashboard); one object,
 * so tests can watch where the portal sends the browser.
 */
export const gatewayNavigation = {
  /** Onboarding: this tab goes to the gateway's form, which brings the owner back to Settings. */
  leaveFor(url: string): void {
    window.location.assign(url);
  },
  /**
   * The dashboard opens in a new tab, opened at once on the press (a pop-up blocker lets that one
   * through, not one opened after the link's round trip); this tab goes there when none could open.
   */
  openTab(): PendingTab {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    return {
      go: (url) => {
        if (tab && !tab.closed) tab.location.href = url;
        else window.location.assign(url);
      },
      close: () => tab?.close(),
    };
  },
};
