const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|lighthouse|ia_archiver|bingpreview|yandex(?:bot|images|metrika)|baiduspider|duckduckbot|applebot|petalbot|semrush|ahrefs|mj12bot|dotbot|bytespider|gptbot|chatgpt-user|claudebot|perplexitybot/i

/** Crawlers get the page they asked for (no locale redirect) and bare error statuses. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent)
}
