import type { orders } from '../db/schema.ts'
import { escapeHtml } from '../http/html.ts'

/** The sandbox provider's hosted page (developer-facing, English only; never served in production). */
export function sandboxCheckoutPage(input: { order: typeof orders.$inferSelect; gateway: string; action: string }) {
  const { order, gateway, action } = input
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: order.currency }).format(
    order.amountMinor / 100,
  )
  const button = (outcome: string, label: string) =>
    `<button name="outcome" value="${outcome}">${escapeHtml(label)}</button>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:8px;border:1px solid #0b1e3f;background:#fff;cursor:pointer}
button[value=paid]{background:#17703e;color:#fff;border-color:#17703e}</style></head>
<body><main>
<h1>Sandbox checkout</h1>
<p>This page stands in for the <strong>${escapeHtml(gateway)}</strong> payment page. No money moves.</p>
<dl><dt>Order</dt><dd>${escapeHtml(order.id)}</dd><dt>Plan</dt><dd>${escapeHtml(order.planId)}</dd><dt>Amount</dt><dd>${escapeHtml(amount)}</dd></dl>
<form method="post" action="${escapeHtml(action)}">
${button('paid', 'Pay')}${button('failed', 'Fail the payment')}${button('pending', 'Leave it pending')}
</form>
</main></body></html>`
}
