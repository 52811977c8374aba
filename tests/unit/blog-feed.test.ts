import { describe, expect, it } from 'vitest'

import { renderBlogFeed } from '#app/features/documents/blog-feed.server.ts'
import { blogFeedPath } from '#app/lib/seo/blog-feed-path.ts'
import type { SiteConfig } from '#app/lib/site/variants.ts'

const config: SiteConfig = {
  env: 'PROD',
  protocol: 'https',
  domains: { MAIN: 'freevpnplanet.com', RU: 'freevpnplanet.ru', AR: 'freevpnplanet.ae' },
  subdomains: true,
  crossOrigin: false,
}

const article = (topic: string, locale: 'de' | 'en', updated: string, title = `Title of ${topic}`) => ({
  topic,
  locale,
  minutes: 5,
  meta: { title, description: `About ${topic} & more`, updated, published: '2026-11-01' },
})

describe('the blog feed', () => {
  it('is at /blog/feed.xml in English and under the prefix in the other languages', () => {
    expect(blogFeedPath('en')).toBe('/blog/feed.xml')
    expect(blogFeedPath('de')).toBe('/de/blog/feed.xml')
  })

  it('lists the articles newest first, marks English fallbacks and escapes the text', () => {
    const xml = renderBlogFeed({
      config,
      locale: 'de',
      title: 'Blog <Planet>',
      subtitle: 'Ratgeber',
      articles: [
        article('proxy', 'de', '2026-11-10'),
        article('what-is-vpn', 'en', '2026-11-20', 'What is a VPN? "Plain" answers'),
      ] as never,
    })
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">',
      ),
    ).toBe(true)
    expect(xml).toContain('<title>Blog &lt;Planet&gt;</title>')
    expect(xml).toContain('<updated>2026-11-20T00:00:00Z</updated>')
    const entries = [...xml.matchAll(/<entry([^>]*)>[\s\S]*?<id>([^<]+)<\/id>\s*<title>([^<]+)<\/title>/g)].map(
      ([, attributes, id, title]) => ({ attributes, id, title }),
    )
    expect(entries).toEqual([
      {
        attributes: ' xml:lang="en"',
        id: 'https://freevpnplanet.com/blog/what-is-vpn/',
        title: 'What is a VPN? &quot;Plain&quot; answers',
      },
      { attributes: '', id: 'https://freevpnplanet.com/de/blog/proxy/', title: 'Title of proxy' },
    ])
    expect(xml).toContain('<summary>About proxy &amp; more</summary>')
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://freevpnplanet.com/de/blog/feed.xml"/>',
    )
  })
})
