/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { EmailBlock, EmailBrand, EmailDocument } from '@camppass/core';
import { contrastRatio } from '@camppass/domain';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#1F2937';
const MUTED = '#475569';
const PAGE = '#F1F5F9';

/** Links in the body: the brand's colour when it reads on white, else a dark blue that does. */
const linkColor = (brand: EmailBrand): string =>
  contrastRatio(brand.primaryColor, '#FFFFFF') >= 4.5 ? brand.primaryColor : '#1D4ED8';

const text: CSSProperties = { color: INK, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
const small: CSSProperties = { color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' };

const Rows = ({ block }: { block: Extract<EmailBlock, { kind: 'rows' }> }) => (
  <Section style={{ margin: '0 0 16px' }}>
    {block.title ? (
      <Heading as="h2" style={{ color: INK, fontSize: '16px', margin: '8px 0' }}>
        {block.title}
      </Heading>
    ) : null}
    <table
      className="rows"
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', width: '100%' }}
    >
      <tbody>
        {block.rows.map(([label, value]) => (
          <tr key={`${label}:${value}`}>
            <td style={{ color: MUTED, fontSize: '14px', padding: '4px 16px 4px 0', verticalAlign: 'top' }}>
              {label}
            </td>
            <td
              style={{ color: INK, fontSize: '14px', fontWeight: 600, padding: '4px 0', textAlign: 'right' }}
            >
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </Section>
);

/** A text with its line breaks kept, each line as text. */
const lines = (value: string): ReactNode[] =>
  value.split('\n').flatMap((line, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the line breaks of one fixed text
    index === 0 ? [line] : [<br key={index} />, line],
  );

const Block = ({ block, brand }: { block: EmailBlock; brand: EmailBrand }) => {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={text}>{block.text}</Text>;
    case 'rows':
      return <Rows block={block} />;
    case 'action':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.url}
            style={{
              backgroundColor: brand.primaryColor,
              borderRadius: '6px',
              color: brand.onPrimaryColor,
              fontSize: '16px',
              fontWeight: 600,
              padding: '12px 20px',
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
          <Text className="fallback" style={{ ...small, margin: '12px 0 0', wordBreak: 'break-all' }}>
            {block.fallback}{' '}
            <Link href={block.url} style={{ color: linkColor(brand), textDecoration: 'underline' }}>
              {block.url}
            </Link>
          </Text>
        </Section>
      );
    case 'link':
      return (
        <Text style={text}>
          <Link href={block.url} style={{ color: linkColor(brand), textDecoration: 'underline' }}>
            {block.label}
          </Link>
        </Text>
      );
    case 'quote':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          <Text style={{ ...text, fontWeight: 600, margin: '0 0 8px' }}>{block.label}</Text>
          <Text
            style={{
              ...text,
              backgroundColor: PAGE,
              borderLeft: `4px solid ${brand.primaryColor}`,
              padding: '12px 16px',
            }}
          >
            {lines(block.text)}
          </Text>
        </Section>
      );
  }
};

/**
 * The one layout of every e-mail: the brand's band (logo or name on its colour), the heading, the
 * blocks, and a footer with the brand's page, address and contact. Tables and inline styles, 600 px
 * wide at most, so the common mail clients show it alike and phones shrink it.
 */
export const EmailLayout = ({ email }: { email: EmailDocument }) => {
  const { brand } = email;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{email.preview}</Preview>
      <Body style={{ backgroundColor: PAGE, fontFamily: FONT, margin: 0, padding: '24px 8px' }}>
        <Container
          style={{
            backgroundColor: '#FFFFFF',
            borderRadius: '8px',
            maxWidth: '600px',
            overflow: 'hidden',
            width: '100%',
          }}
        >
          <Section style={{ backgroundColor: brand.primaryColor, padding: '20px 24px' }}>
            {brand.logoUrl ? (
              <Img
                src={brand.logoUrl}
                alt={brand.logoAlt}
                height="48"
                style={{
                  backgroundColor: '#FFFFFF',
                  borderRadius: '4px',
                  height: '48px',
                  maxWidth: '200px',
                  padding: '4px',
                  width: 'auto',
                }}
              />
            ) : null}
            <Text
              style={{
                color: brand.onPrimaryColor,
                fontSize: '18px',
                fontWeight: 700,
                lineHeight: '24px',
                margin: brand.logoUrl ? '12px 0 0' : 0,
              }}
            >
              {brand.name}
            </Text>
          </Section>
          <Section style={{ padding: '24px' }}>
            <Heading as="h1" style={{ color: INK, fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' }}>
              {email.heading}
            </Heading>
            {email.blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are fixed for one render
              <Block key={index} block={block} brand={brand} />
            ))}
          </Section>
          <Hr style={{ borderColor: '#E2E8F0', margin: 0 }} />
          <Section style={{ padding: '16px 24px 24px' }}>
            <Text style={small}>
              <Link
                href={brand.homeUrl}
                style={{ color: linkColor(brand), fontWeight: 600, textDecoration: 'underline' }}
              >
                {brand.homeLabel}
              </Link>
            </Text>
            {brand.footerLines.map((line) => (
              <Text key={line} style={{ ...small, margin: 0 }}>
                {line}
              </Text>
            ))}
            <Text style={{ ...small, margin: '12px 0 0' }}>{brand.sentBy}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
};
