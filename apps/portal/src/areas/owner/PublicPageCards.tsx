import type { SettingsCampground } from '@camppass/client';
import { campgroundPath, PUBLIC_URL_COPIED } from '@camppass/domain';
import { Button, Card, Link, TextField } from '@camppass/ui';
import { absoluteUrl, type Notify } from './settings-feedback';

/** Page URL Slug (read-only) and Public Page (copy or view its URL), 03 §2.4. */
export function PublicPageCards({
  campground,
  notify,
}: {
  readonly campground: SettingsCampground;
  readonly notify: Notify;
}) {
  const url = absoluteUrl(campgroundPath(campground.slug));
  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    notify('success', PUBLIC_URL_COPIED);
  };
  return (
    <>
      <Card title="Page URL Slug" headingLevel={3}>
        <TextField
          label="Slug"
          value={campground.slug}
          isReadOnly
          description="Set when the campground was created; it cannot be changed here."
        />
      </Card>
      <Card title="Public Page" headingLevel={3}>
        <TextField label="Public page URL" value={url} isReadOnly />
        <div className="po-row">
          <Button variant="outline" onPress={() => void copy()}>
            Copy URL
          </Button>
          <Link href={campgroundPath(campground.slug)} target="_blank" rel="noopener">
            View Public Page
          </Link>
        </div>
      </Card>
    </>
  );
}
