import type { AdminMemberView } from '@camppass/client';
import {
  ADMIN_CONTACT_SEND,
  ADMIN_MESSAGE_FAILED,
  ADMIN_MESSAGE_SENT,
  CONTACT_MESSAGE_REQUIRED,
} from '@camppass/domain';
import { Banner, Form, Modal, TextArea, TextField } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import { FormModalFooter } from './AdminFeedback';
import { useAdminWrites } from './admin-queries';
import { nameOfMember } from './MembersTab';

/** An e-mail to the member through admin-contact-member: subject and message both needed. */
export function ContactMemberModal({
  title,
  member,
  onClose,
  onSent,
}: {
  readonly title: string;
  readonly member: AdminMemberView;
  readonly onClose: () => void;
  readonly onSent: (message: string) => void;
}) {
  const { api } = useAdminWrites();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formId = `contact-member-${member.id}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) {
      setProblem(CONTACT_MESSAGE_REQUIRED);
      return;
    }
    setProblem(null);
    setSending(true);
    const sent = await api.call('admin-contact-member', {
      memberId: member.id,
      subject: subject.trim(),
      message: message.trim(),
    });
    setSending(false);
    if (!sent.ok) {
      setProblem(`${ADMIN_MESSAGE_FAILED}: ${sent.message}`);
      return;
    }
    onSent(`${ADMIN_MESSAGE_SENT}: ${sent.value.data.to}`);
    onClose();
  };

  return (
    <Modal
      isOpen
      title={`${title}: ${nameOfMember(member)}`}
      onClose={onClose}
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel={ADMIN_CONTACT_SEND}
          isPending={sending}
          onCancel={onClose}
        />
      }
    >
      <p>To: {member.email}</p>
      {problem && <Banner variant="error">{problem}</Banner>}
      <Form id={formId} onSubmit={submit} aria-label={title} className="admin-panel">
        <TextField label="Subject" name="subject" isRequired value={subject} onChange={setSubject} />
        <TextArea label="Message" name="message" isRequired rows={6} value={message} onChange={setMessage} />
      </Form>
    </Modal>
  );
}
