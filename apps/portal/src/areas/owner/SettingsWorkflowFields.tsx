import { AUTO_RENEWAL_WORDS, CAMPGROUND_SETTINGS_WORDS as WORDS } from '@camppass/domain';
import { Card, Switch, TextArea, TextField } from '@camppass/ui';
import type { FormCardProps } from './SettingsFields';
import type { SettingsField } from './settings-form';

type SwitchField =
  | 'auto_approve_memberships'
  | 'allow_member_renewals'
  | 'allow_member_extensions'
  | 'require_payment_for_renewals'
  | 'offer_auto_renewal'
  | 'send_welcome_emails'
  | 'send_expiration_reminders';

function SettingSwitch({
  field,
  label,
  description,
  form,
  editing,
  setSettings,
}: FormCardProps & {
  readonly field: SwitchField & SettingsField;
  readonly label: string;
  readonly description?: string;
}) {
  const describedBy = description ? `setting-${field}-help` : undefined;
  return (
    <div className="po-setting">
      <Switch
        isSelected={form.settings[field]}
        isReadOnly={!editing}
        onChange={(on) => setSettings(field, on)}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      >
        {label}
      </Switch>
      {description && (
        <p id={describedBy} className="cp-field__description">
          {description}
        </p>
      )}
    </div>
  );
}

/** 03 §3: approval, renewals and extensions, whether a renewal is paid for, and automatic renewal (issue 25). */
export function WorkflowCard(props: FormCardProps) {
  return (
    <Card title={WORDS.workflowCard} headingLevel={3}>
      <SettingSwitch
        {...props}
        field="auto_approve_memberships"
        label={WORDS.autoApprove}
        description={WORDS.autoApproveHelp}
      />
      <SettingSwitch {...props} field="allow_member_renewals" label={WORDS.allowRenewals} />
      <SettingSwitch {...props} field="allow_member_extensions" label={WORDS.allowExtensions} />
      <SettingSwitch
        {...props}
        field="require_payment_for_renewals"
        label={WORDS.requirePaymentForRenewals}
      />
      <SettingSwitch
        {...props}
        field="offer_auto_renewal"
        label={AUTO_RENEWAL_WORDS.ownerOffer}
        description={AUTO_RENEWAL_WORDS.ownerOfferDescription}
      />
    </Card>
  );
}

/** 03 §3: the welcome e-mail, and the expiration reminders with their days before the end. */
export function MemberEmailsCard(props: FormCardProps) {
  const { form, editing, errors, setSettings } = props;
  return (
    <Card title={WORDS.emailsCard} headingLevel={3}>
      <SettingSwitch {...props} field="send_welcome_emails" label={WORDS.sendWelcome} />
      <SettingSwitch {...props} field="send_expiration_reminders" label={WORDS.sendReminders} />
      <TextField
        label={WORDS.reminderDays}
        description={WORDS.reminderDaysHelp}
        value={form.settings.expiration_reminder_days}
        onChange={(value) => setSettings('expiration_reminder_days', value)}
        isReadOnly={!editing}
        isDisabled={!form.settings.send_expiration_reminders}
        inputMode="numeric"
        maxLength={60}
        errorMessage={errors.expiration_reminder_days ?? ''}
      />
    </Card>
  );
}

const PAGE_TEXTS = [
  ['public_page_title', WORDS.pageTitle, WORDS.pageTitleHelp, 200],
  ['public_page_description', WORDS.pageDescription, WORDS.pageDescriptionHelp, 5000],
  ['membership_type_desc', WORDS.membershipTypeDesc, WORDS.membershipTypeDescHelp, 5000],
  ['information_desc', WORDS.informationDesc, WORDS.informationDescHelp, 5000],
] as const;

/** The public page's own words (03 §3): its title, description and the two section texts. */
export function PageTextsFields({
  form,
  editing,
  setCampground,
}: Pick<FormCardProps, 'form' | 'editing' | 'setCampground'>) {
  return (
    <>
      {PAGE_TEXTS.map(([field, label, help, max]) =>
        field === 'public_page_title' ? (
          <TextField
            key={field}
            label={label}
            description={help}
            value={form.campground[field]}
            onChange={(value) => setCampground(field, value)}
            isReadOnly={!editing}
            maxLength={max}
          />
        ) : (
          <TextArea
            key={field}
            label={label}
            description={help}
            value={form.campground[field]}
            onChange={(value) => setCampground(field, value)}
            isReadOnly={!editing}
            maxLength={max}
            rows={3}
          />
        ),
      )}
    </>
  );
}

export function PageTextsCard(props: FormCardProps) {
  return (
    <Card title={WORDS.pageTextsCard} headingLevel={3}>
      <PageTextsFields {...props} />
    </Card>
  );
}
