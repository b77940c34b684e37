import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { assertSendableMail, type Mailer, type MailMessage, type SentMail } from '@camppass/core';

export interface SesMailerOptions {
  /** SES_REGION, e.g. `us-east-1`. */
  readonly region: string;
  /** MAIL_FROM: a verified sender, `no-reply@example.com` or `CampPass <no-reply@example.com>`. */
  readonly from: string;
  /** SES_CONFIGURATION_SET, for delivery, bounce and complaint events. */
  readonly configurationSetName?: string;
  /** Another SES address (a VPC endpoint, or a local stand-in in tests). */
  readonly endpoint?: string;
  /** Explicit credentials; by default the AWS SDK's chain (environment, profile, instance role). */
  readonly credentials?: {
    readonly accessKeyId: string;
    readonly secretAccessKey: string;
    readonly sessionToken?: string;
  };
}

const REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
const NAMED_ADDRESS = /^[^\r\n<>"]+ <([^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+)>$/;
const CHARSET = 'UTF-8';

/** Mailer on Amazon SES (SendEmail with HTML and text bodies) from one configured sender. */
export class SesMailer implements Mailer {
  private readonly client: SESClient;
  private readonly from: string;
  private readonly configurationSetName: string | undefined;

  constructor(options: SesMailerOptions) {
    if (!REGION.test(options.region)) {
      throw new Error(
        `SES_REGION must be an AWS region such as us-east-1, got ${JSON.stringify(options.region)}`,
      );
    }
    if (!ADDRESS.test(options.from) && !NAMED_ADDRESS.test(options.from)) {
      throw new Error(
        `MAIL_FROM must be an e-mail address or "Name <address>", got ${JSON.stringify(options.from)}`,
      );
    }
    if (options.endpoint !== undefined && !URL.canParse(options.endpoint)) {
      throw new Error(`The SES endpoint must be a URL, got ${JSON.stringify(options.endpoint)}`);
    }
    this.from = options.from;
    this.configurationSetName = options.configurationSetName;
    this.client = new SESClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  async send(message: MailMessage): Promise<SentMail> {
    assertSendableMail(message);
    const answer = await this.client.send(
      new SendEmailCommand({
        Source: this.from,
        Destination: { ToAddresses: [message.to] },
        Message: {
          Subject: { Data: message.subject, Charset: CHARSET },
          Body: {
            Html: { Data: message.html, Charset: CHARSET },
            Text: { Data: message.text, Charset: CHARSET },
          },
        },
        Tags: Object.entries(message.tags ?? {}).map(([Name, Value]) => ({ Name, Value })),
        ...(this.configurationSetName ? { ConfigurationSetName: this.configurationSetName } : {}),
      }),
    );
    if (!answer.MessageId) throw new Error('SES accepted a message without giving it an id');
    return { messageId: answer.MessageId };
  }

  /** Closes the HTTP connections the client keeps open. */
  close(): void {
    this.client.destroy();
  }
}
