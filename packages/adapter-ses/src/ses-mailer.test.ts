import type { DeliveredMail } from '@camppass/core/testing';
import { describeMailerContract } from '@camppass/core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SesMailer } from './ses-mailer';
import { type RecordedSesRequest, startSesApiStub } from './testing/ses-api-stub';

const credentials = { accessKeyId: 'AKIDSTUB', secretAccessKey: 'stub-secret' };

/** Reads a SendEmail request back into the message it carried. */
function deliveredMail({ form, messageId }: RecordedSesRequest): DeliveredMail {
  const tags: Record<string, string> = {};
  for (let index = 1; form[`Tags.member.${index}.Name`] !== undefined; index += 1) {
    tags[form[`Tags.member.${index}.Name`] ?? ''] = form[`Tags.member.${index}.Value`] ?? '';
  }
  return {
    to: form['Destination.ToAddresses.member.1'] ?? '',
    subject: form['Message.Subject.Data'] ?? '',
    html: form['Message.Body.Html.Data'] ?? '',
    text: form['Message.Body.Text.Data'] ?? '',
    ...(Object.keys(tags).length > 0 ? { tags } : {}),
    messageId,
  };
}

describeMailerContract('SesMailer (SDK against a local SES API stub)', async () => {
  const stub = await startSesApiStub();
  const mailer = new SesMailer({
    region: 'us-east-1',
    from: 'no-reply@camppass.test',
    endpoint: stub.endpoint,
    credentials,
  });
  return {
    mailer,
    delivered: async () => stub.requests.map(deliveredMail),
    close: async () => {
      mailer.close();
      await stub.close();
    },
  };
});

describe('SesMailer', () => {
  let stub: Awaited<ReturnType<typeof startSesApiStub>>;

  beforeEach(async () => {
    stub = await startSesApiStub();
  });
  afterEach(() => stub.close());

  it('sends SendEmail from the configured sender with UTF-8 bodies, tags and configuration set, signed for SES', async () => {
    const mailer = new SesMailer({
      region: 'eu-west-1',
      from: 'CampPass <no-reply@camppass.test>',
      configurationSetName: 'camppass-transactional',
      endpoint: stub.endpoint,
      credentials,
    });

    await mailer.send({
      to: 'member@camppass.test',
      subject: 'Your receipt',
      html: '<p>Thanks</p>',
      text: 'Thanks',
      tags: { kind: 'receipt' },
    });
    mailer.close();

    const [request] = stub.requests;
    expect(request?.form).toEqual({
      Action: 'SendEmail',
      Version: '2010-12-01',
      Source: 'CampPass <no-reply@camppass.test>',
      'Destination.ToAddresses.member.1': 'member@camppass.test',
      'Message.Subject.Data': 'Your receipt',
      'Message.Subject.Charset': 'UTF-8',
      'Message.Body.Html.Data': '<p>Thanks</p>',
      'Message.Body.Html.Charset': 'UTF-8',
      'Message.Body.Text.Data': 'Thanks',
      'Message.Body.Text.Charset': 'UTF-8',
      'Tags.member.1.Name': 'kind',
      'Tags.member.1.Value': 'receipt',
      ConfigurationSetName: 'camppass-transactional',
    });
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDSTUB\/\d{8}\/eu-west-1\/ses\/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/,
    );
  });

  it.each([
    [{ region: '' }, 'SES_REGION must be an AWS region'],
    [{ region: 'Virginia' }, 'SES_REGION must be an AWS region'],
    [{ from: '' }, 'MAIL_FROM must be an e-mail address'],
    [{ from: 'CampPass' }, 'MAIL_FROM must be an e-mail address'],
    [{ from: 'a@b.co\r\nBcc: x@evil.test' }, 'MAIL_FROM must be an e-mail address'],
  ])('refuses the options %j at construction', (change, message) => {
    expect(() => new SesMailer({ region: 'us-east-1', from: 'no-reply@camppass.test', ...change })).toThrow(
      message,
    );
  });
});
