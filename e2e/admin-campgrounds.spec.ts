import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO, expectAccessible, expectNoSidewaysScroll, openAdminTab, signInAs, stamp } from './support';

/** The subjects of the development mailbox's messages to `to`. */
async function subjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get('/dev/mailbox.json');
  const { messages } = (await response.json()) as { messages: { to: string; subject: string }[] };
  return messages.filter((message) => message.to === to).map((message) => message.subject);
}

test('the super admin creates a campground with a generated slug, edits its status, finds it and deletes it', async ({
  page,
}, testInfo) => {
  const id = stamp(testInfo.project.name);
  const name = `Trail's End ${id}`;
  const slug = `trails-end-${id}`;

  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/super-admin-dashboard$/);
  await openAdminTab(page, 'Campgrounds');
  await expect(page).toHaveURL(/tab=campgrounds/);
  await expect(page.getByText('Public campground pages')).toBeVisible();
  const table = page.getByRole('grid', { name: 'All Campgrounds' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Create: the form's own checks first, then the slug follows the name.
  const form = page.getByRole('form', { name: 'Create Campground' });
  await form.getByRole('button', { name: 'Create Campground' }).click();
  await expect(form.getByText('Name and address are required').first()).toBeVisible();
  await expect(form.getByText('Slug is required')).toBeVisible();
  await form.getByLabel(/^Name/).fill(name);
  await expect(form.getByLabel(/^Slug/)).toHaveValue(slug);
  await form.getByLabel(/^Address/).fill('12 Forest Road');
  await form.getByLabel('Season Start Month').fill('11');
  await form.getByLabel('Season End Month').fill('3');
  await form.getByLabel('Phone').fill('(555) 010-2030');
  await form.getByRole('button', { name: 'Create Campground' }).click();
  await expect(page.getByText(`Campground created successfully! /campground/${slug}`)).toBeVisible();
  await expectAccessible(page);

  // Its public page is live while it is active.
  const visitor = await page.context().newPage();
  await visitor.goto(`/campground/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await visitor.close();

  // Find it by search, edit its status in the modal.
  await page.getByRole('searchbox', { name: 'Search campgrounds' }).fill(id);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(slug);
  await expect(row).toContainText('active');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit Campground: ${name}` });
  await expect(edit.getByLabel(/^Phone/)).toHaveValue('+15550102030');
  await edit.getByLabel('Status').selectOption('suspended');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Campground updated successfully!')).toBeVisible();
  await expect(row).toContainText('suspended');

  // The status filter finds it among the suspended ones.
  await page.getByLabel('Status').selectOption('suspended');
  await expect(row).toHaveCount(1);
  await page.getByLabel('Status').selectOption('active');
  await expect(row).toHaveCount(0);
  await page.getByLabel('Status').selectOption('All statuses');

  // Delete, after a confirmation that says what happens.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText('memberships, payments, documents and history are kept');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Campground deleted: ${name}`)).toBeVisible();
  await expect(table.getByText('No campgrounds found')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the super admin finds the demo member, reads their details and sends them a message', async ({
  page,
  request,
}, testInfo) => {
  const subject = `Gate code ${stamp(testInfo.project.name)}`;

  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/super-admin-dashboard$/);
  await openAdminTab(page, 'Members');
  await expect(page).toHaveURL(/tab=members/);
  const table = page.getByRole('grid', { name: 'All Members' });
  await page.getByRole('searchbox', { name: 'Search members' }).fill(DEMO.member.email);
  const row = table.getByRole('row').filter({ hasText: DEMO.member.email });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  await row.getByRole('button', { name: /^Details of / }).click();
  const details = page.getByRole('dialog', { name: /^Member Details: / });
  await expect(details.getByText('Emergency Contact', { exact: true })).toBeVisible();
  await expect(details.getByText('Military Status', { exact: true })).toBeVisible();
  await expect(details).toContainText(DEMO.member.email);
  await expectAccessible(page);

  // Contact from the details: subject and message both needed.
  await details.getByRole('button', { name: 'Contact' }).click();
  const contact = page.getByRole('dialog', { name: /^Contact Member: / });
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('alert')).toHaveText('Please enter a subject and a message');
  await contact.getByLabel(/^Subject/).fill(subject);
  await contact.getByLabel(/^Message/).fill('The gate code changes on Friday.');
  await expectAccessible(page);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact).toBeHidden();
  await expect(page.getByText(`Message sent: ${DEMO.member.email}`)).toBeVisible();

  await expect
    .poll(async () => (await subjectsTo(request, DEMO.member.email)).some((text) => text.includes(subject)), {
      message: `an e-mail to ${DEMO.member.email} with the subject ${subject}`,
      timeout: 15_000,
    })
    .toBe(true);
});
