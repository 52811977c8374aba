import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { promoCodes } from '../db/schema.ts'

/**
 * A promo code that may still be used: within its dates and with uses left. Uses are counted at
 * payment, atomically (fulfil.ts); this check only keeps a used-up code from being offered.
 */
export async function usablePromo(db: Db, code: string) {
  const [promo] = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.code, code),
        or(isNull(promoCodes.validUntil), gt(promoCodes.validUntil, sql`now()`)),
        or(isNull(promoCodes.maxUses), gt(promoCodes.maxUses, promoCodes.uses)),
      ),
    )
    .limit(1)
  return promo
}
