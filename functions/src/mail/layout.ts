import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  SITE_IDENTITY_DEFAULTS,
  type Language,
  type SiteIdentity,
} from '@cvc/domain';
import type { MailMessage } from './mailDocument';
import { HTML_LANG, escapeHtml } from '@cvc/web';

// Every message is one layout filled with blocks, rendered twice: HTML and a plain-text part. Every string that
// reaches the HTML goes through escapeHtml here, so no caller can forget it for a visitor-typed name.

export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'details'; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: 'link'; href: string; label: string }
  /**
   * A newsletter item: its title as a link, a line of text (after `lead`, a phrase in the mail's language, such
   * as an event's day), and where the link goes in the plain part. `lang` marks title and text when they are in
   * another language than the mail (an item not translated into it stays Portuguese).
   */
  | { kind: 'item'; title: string; text: string; href: string; lead?: string; lang?: string };

export interface MailContent {
  language: Language;
  subject: string;
  greeting: string;
  blocks: readonly MailBlock[];
  signOff: readonly string[];
  /** Why the recipient gets this message, printed in the footer. */
  reason: string;
  /** A visitor mail's signed unsubscribe link, shown in the footer with its label; staff mail has none. */
  unsubscribe?: { href: string; label: string };
}

/** The language of a stored form; anything but en or es (absent, old data, garbage) reads as pt. */
export function mailLanguage(value: unknown): Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}

/** A header is one line: a line break in a title must not start another header. */
export function subjectLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:15px;line-height:1.5';

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'details':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(
              label,
            )}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'link':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#0b5cad;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(
        block.label,
      )}</a></p>`;
    case 'item': {
      const lang = block.lang ? ` lang="${escapeHtml(block.lang)}"` : '';
      const text =
        lang && block.text ? `<span${lang}>${escapeHtml(block.text)}</span>` : escapeHtml(block.text);
      const line = [block.lead ? escapeHtml(block.lead) : '', text].filter(Boolean).join(' ');
      return `<h2 style="margin:0 0 4px;font-size:17px"${lang}><a href="${escapeHtml(block.href)}" style="color:#0b5cad">${escapeHtml(
        block.title,
      )}</a></h2><p style="margin:0 0 20px">${line}</p>`;
    }
  }
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'link':
      return `${block.label}: ${block.href}`;
    case 'item':
      return `${block.title}\n${[block.lead, block.text].filter(Boolean).join(' ')}\n${block.href}`;
  }
}

type Association = SiteIdentity['association'];
const DEFAULT_ASSOCIATION: Association = SITE_IDENTITY_DEFAULTS.association;
const FOOTER_OPEN = '<p style="margin:0;font-size:12px;color:#6b7280">';
// The plain-text signature delimiter ('-- ' on its own line) that opens the footer.
const TEXT_SIGNATURE = '\n-- \n';

/** The footer's name and address lines: composeMail prints today's, sendMail signs with the edited ones. */
function associationLines({ name, postal_address }: Association): [string, string] {
  return [name, postal_address];
}

/**
 * The message signed with the association's name and postal address as staff set them in the site settings
 * (sendMail, at delivery, so every mail of every kind carries them). Only the footer's own lines change: a
 * visitor's text that quotes the name stays as typed.
 */
export function signedBy(message: MailMessage, association: Association): MailMessage {
  const from = associationLines(DEFAULT_ASSOCIATION);
  const to = associationLines(association);
  const swap = (line: string, escape: (s: string) => string) => {
    const at = from.findIndex((value) => escape(value) === line);
    return at === -1 ? line : escape(to[at]!);
  };
  const split = (whole: string, marker: string) => {
    const at = whole.lastIndexOf(marker);
    return at === -1 ? null : [whole.slice(0, at + marker.length), whole.slice(at + marker.length)];
  };
  const text = split(message.text, TEXT_SIGNATURE);
  const html = split(message.html, FOOTER_OPEN);
  if (!text || !html) return message;
  const end = html[1]!.indexOf('</p>');
  const [htmlFooter, htmlRest] = [html[1]!.slice(0, end), html[1]!.slice(end)];
  return {
    ...message,
    text:
      text[0] +
      text[1]!
        .split('\n')
        .map((line) => swap(line, (s) => s))
        .join('\n'),
    html:
      html[0] +
      htmlFooter
        .split('<br>')
        .map((line) => swap(line, escapeHtml))
        .join('<br>') +
      htmlRest,
  };
}

export function composeMail(content: MailContent): MailMessage {
  const subject = subjectLine(content.subject);
  const footer = [content.reason, ...associationLines(DEFAULT_ASSOCIATION)];
  const { unsubscribe } = content;
  const textFooter = unsubscribe ? [...footer, `${unsubscribe.label}: ${unsubscribe.href}`] : footer;
  const htmlFooter = footer.map(escapeHtml);
  if (unsubscribe) {
    htmlFooter.push(
      `<a href="${escapeHtml(unsubscribe.href)}" style="color:#6b7280">${escapeHtml(unsubscribe.label)}</a>`,
    );
  }
  const text = [
    content.greeting,
    ...content.blocks.map(textBlock),
    content.signOff.join('\n'),
    `-- \n${textFooter.join('\n')}`,
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="${HTML_LANG[content.language]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f3f4f6"><div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;${FONT}">`,
    `<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>`,
    ...content.blocks.map(htmlBlock),
    `<p style="margin:0 0 16px">${content.signOff.map(escapeHtml).join('<br>')}</p>`,
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">`,
    `${FOOTER_OPEN}${htmlFooter.join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { subject, text, html };
}
