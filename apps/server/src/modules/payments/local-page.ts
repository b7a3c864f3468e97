import { escapeHtml } from '../../lib/escape-html.ts';

const BRAND_GREEN = '#11693f';

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

// Styles only: the CSP allows inline styles and no script at all (plugins/security-headers.ts).
const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:16px;background:#f3f8f5;font-family:Arial,Helvetica,sans-serif;color:#1b2a22;line-height:1.5}
main{max-width:520px;margin:24px auto;background:#fff;border-radius:12px;padding:24px}
.brand{margin:0 0 16px;font-size:22px;font-weight:bold;color:${BRAND_GREEN}}
h1{font-size:24px;margin:0 0 12px}
.notice{background:#fff4d6;border:2px solid #8a6100;border-radius:8px;padding:12px 16px;font-weight:bold}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:20px 0}
dt{color:#4a5a52}dd{margin:0;font-weight:bold;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
form{flex:1 1 180px;margin:0}
button{width:100%;min-height:48px;font:inherit;font-weight:bold;border-radius:8px;padding:12px 20px;cursor:pointer;border:2px solid ${BRAND_GREEN}}
.pay{background:${BRAND_GREEN};color:#fff}
.cancel{background:#fff;color:${BRAND_GREEN}}
button:focus-visible,a:focus-visible{outline:3px solid #1b2a22;outline-offset:3px}
a{color:${BRAND_GREEN}}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ReCircuit</title><style>${STYLE}</style></head>
<body><main>
<p class="brand">ReCircuit</p>
${body}
</main></body></html>`;
}

export interface LocalCheckoutView {
  sessionId: string;
  orderNumber: string;
  description: string;
  amountPence: number;
  formToken: string;
  actionBase: string;
}

/** The test provider's checkout page: what is being paid, and Pay or Cancel as plain forms. */
export function checkoutPage(view: LocalCheckoutView): string {
  const hidden = `<input type="hidden" name="formToken" value="${escapeHtml(view.formToken)}">`;
  return page(
    'Test payment',
    `<h1>Test payment: no money moves</h1>
<p class="notice">This is ReCircuit's built-in test checkout. No card is asked for and no money moves: Pay only marks the order as paid.</p>
<dl>
<dt>Order</dt><dd>${escapeHtml(view.orderNumber)}</dd>
<dt>For</dt><dd>${escapeHtml(view.description)}</dd>
<dt>Amount</dt><dd>${pounds(view.amountPence)}</dd>
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(view.actionBase)}/pay">${hidden}<button type="submit" class="pay">Pay ${pounds(view.amountPence)}</button></form>
<form method="post" action="${escapeHtml(view.actionBase)}/cancel">${hidden}<button type="submit" class="cancel">Cancel</button></form>
</div>`,
  );
}

/** A checkout that cannot be paid (unknown, expired, already paid), with a way back. */
export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}
