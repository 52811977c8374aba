import { Plural, Trans } from '@lingui/react/macro'

import { PRODUCT_FACTS } from '#contracts/product-facts.ts'
import { PageLink } from '../../../components/links/PageLink'
import { isPremium, type AuthState } from '../../../lib/auth/auth-state'
import { useLocale } from '../../../lib/i18n/use-locale'
import { platformsFor, STORE_NAMES, type DownloadPlatform } from '../../../lib/site/downloads'
import { isPublished } from '../../../lib/site/public-pages'
import { useSite } from '../../../lib/site/use-site'
import { fileFacts } from '../../downloads/format-file-facts'
import { useDetectedOs } from '../../downloads/use-detected-os'
import { useAuth } from '../auth-hooks'

/**
 * Platforms set up with a configuration file (Linux, routers, OpenVPN): the cabinet's own
 * Configuration page when the account has it, Premium's order page for a free account, else the
 * platform's guide.
 */
function ConfigAction({ platform, auth }: { platform: DownloadPlatform; auth: AuthState }) {
  const name = platform.name
  if (auth.allowConfigPage) {
    return (
      <PageLink path="/cabinet/configuration/" className="button">
        <Trans comment="Button on the account's download page, leads to the configuration files. <0> wraps words only screen readers announce; {name} is a platform such as Linux, Router or OpenVPN">
          Configuration files<span className="visually-hidden"> for {name}</span>
        </Trans>
      </PageLink>
    )
  }
  if (!isPremium(auth)) {
    return (
      <>
        <p className="cabinet-platform__note">
          <Trans comment="Note for a free account beside a platform (Linux, Router, OpenVPN): it is set up with a configuration file, and those come with Premium">
            Set up with a configuration file, part of Premium.
          </Trans>
        </p>
        <PageLink path="/order/" className="button button--ghost">
          <Trans comment="Button: leads to the order page where the Premium plan is bought">Get Premium</Trans>
        </PageLink>
      </>
    )
  }
  return isPublished(platform.page) ? (
    <PageLink path={platform.page} className="button button--ghost">
      <Trans comment="Button: leads to the step-by-step set-up instructions for a platform. <0> wraps words only screen readers announce; {name} is a platform such as Linux, Router or OpenVPN">
        Set-up guide<span className="visually-hidden"> for {name}</span>
      </Trans>
    </PageLink>
  ) : null
}

/** One platform: the store first (where there is one), then the file, or the configuration for OpenVPN set-ups. */
function PlatformTile({ platform, current, auth }: { platform: DownloadPlatform; current: boolean; auth: AuthState }) {
  const { downloadsBaseUrl } = useSite()
  const locale = useLocale()
  const facts = fileFacts(locale)
  const name = platform.name
  return (
    <li className={`cabinet-platform${current ? ' cabinet-platform--current' : ''}`}>
      <h3 className="cabinet-platform__name">
        {isPublished(platform.page) ? <PageLink path={platform.page}>{name}</PageLink> : name}
        {current && (
          <span className="badge">
            <Trans comment="Badge beside the platform name (Windows, Android …) that the visitor's device runs, meaning 'this is your operating system'">
              your system
            </Trans>
          </span>
        )}
      </h3>
      <div className="cabinet-platform__actions">
        {platform.stores?.map(({ store, url }, index) => {
          const storeName = STORE_NAMES[store]
          return (
            <a
              key={store}
              className={index === 0 ? 'button' : 'button button--ghost'}
              href={url}
              rel="noopener noreferrer"
            >
              <Trans comment="Button to an app store. {storeName} is the store's brand name, such as Google Play or App Store; <0> wraps words only screen readers announce; {name} is a platform such as Android or iOS">
                Get it on {storeName}
                <span className="visually-hidden"> for {name}</span>
              </Trans>
            </a>
          )
        })}
        {platform.files?.map((file) => {
          const type = file.file.slice(file.file.lastIndexOf('.'))
          const size = facts[file.file]?.size
          return (
            <div key={file.file} className="cabinet-platform__file">
              <a
                className={platform.stores?.length ? 'button button--ghost' : 'button'}
                href={`${downloadsBaseUrl}${file.file}`}
                download
              >
                <Trans comment="Button that downloads an installer file. {name} is a platform such as Windows or Android; {type} is the file's extension, such as .exe or .apk">
                  Download for {name} ({type})
                </Trans>
              </a>
              {size && <span className="cabinet-platform__size">{size}</span>}
            </div>
          )
        })}
        {platform.openvpn && <ConfigAction platform={platform} auth={auth} />}
      </div>
    </li>
  )
}

/** The apps for the user's devices, their own system first, and what their access gives them. */
export function CabinetDownloadPage() {
  const auth = useAuth()
  const os = useDetectedOs()
  const email = auth.email ?? ''
  const devices = PRODUCT_FACTS.devicesPerSubscription
  return (
    <>
      <h1>
        <Trans comment="Heading and browser-tab title of the account page that lists the apps for every platform">
          Download the apps
        </Trans>
      </h1>
      <div className={`cabinet-plan${isPremium(auth) ? ' cabinet-plan--premium' : ''}`}>
        {isPremium(auth) ? (
          <p>
            <Plural
              value={devices}
              one={`Log in to the app with ${email} and Premium works on up to # device.`}
              other={`Log in to the app with ${email} and Premium works on up to # devices.`}
              comment="# is how many devices one Premium subscription covers, 10; {email} is the account's e-mail address"
            />
          </p>
        ) : (
          <>
            <p>
              <Trans comment="For an account without Premium; {email} is the account's e-mail address, such as anna@example.com">
                The free locations work without logging in. Log in with {email} after upgrading to use Premium.
              </Trans>
            </p>
            <PageLink path="/order/" className="button">
              <Trans>Get Premium</Trans>
            </PageLink>
          </>
        )}
      </div>
      <ul className="cabinet-platforms">
        {platformsFor(os).map((platform) => (
          <PlatformTile key={platform.id} platform={platform} current={platform.id === os} auth={auth} />
        ))}
      </ul>
    </>
  )
}
