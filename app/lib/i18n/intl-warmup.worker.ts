/// <reference lib="webworker" />
// Runs once per page load on a thread of its own (intl-warmup.ts): makes the browser load its ICU
// number, plural, date and region data, which it keeps for the whole process, then ends.
const locale = self.name || 'en'
new Intl.NumberFormat(locale).format(1234.5)
new Intl.PluralRules(locale).select(1)
new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(0)
new Intl.DisplayNames([locale], { type: 'region' }).of('US')
self.close()
