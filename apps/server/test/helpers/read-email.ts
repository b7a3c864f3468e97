/** An email as its reader sees it: the subject, the plain text and the HTML, each decoded. */
export interface ReadEmail {
  subject: string;
  text: string;
  html: string;
}

function decodeBody(body: string, encoding: string, charset: string): string {
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'latin1');
  return bytes.toString(/utf-?8/i.test(charset) ? 'utf8' : 'latin1');
}

/** RFC 2047 words in a header, with the space between two encoded words dropped. */
function decodeHeader(raw: string): string {
  return raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable', 'utf-8'),
    );
}

/** Reads the subject and the text and HTML parts of an .eml the mailer wrote (enough for nodemailer's output). */
export function readEmail(eml: string): ReadEmail {
  const [head = ''] = eml.split(/\r?\n\r?\n/);
  const subject = decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '');
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(eml)?.[1];
  const chunks = boundary ? eml.split(`--${boundary}`) : [eml];
  for (const chunk of chunks) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = chunk.slice(0, split);
    const type = /Content-Type: (text\/(?:plain|html))/i.exec(headers)?.[1]?.toLowerCase();
    if (!type) continue;
    const encoding = (/Content-Transfer-Encoding: ([\w-]+)/i.exec(headers)?.[1] ?? '7bit').toLowerCase();
    const charset = /charset="?([\w-]+)"?/i.exec(headers)?.[1] ?? 'utf-8';
    parts[type] = decodeBody(chunk.slice(split).trim(), encoding, charset);
  }
  return { subject, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}
