import { Trans } from '@lingui/react/macro'

import { Icon } from '../../components/media/Icon'
import { SIGNING_KEY, signaturePath, type DownloadFile } from '../../lib/site/downloads'
import { useSite } from '../../lib/site/use-site'
import { groupFingerprint } from './fingerprint'

/** The checksum's name is the same in every language. */
const HASH_NAME = 'SHA-256'

/* eslint-disable lingui/no-unlocalized-strings -- system names and commands read the same in every language */
/** How each system prints a file's SHA-256. */
const HASH_COMMANDS = [
  ['Windows (PowerShell)', (name: string) => `Get-FileHash ${name} -Algorithm SHA256`],
  ['macOS', (name: string) => `shasum -a 256 ${name}`],
  ['Linux', (name: string) => `sha256sum ${name}`],
] as const
/* eslint-enable lingui/no-unlocalized-strings */

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/**
 * How to check a download: its OpenPGP signature against the published key (the commands are
 * GnuPG's, the same on Windows, macOS and Linux), and its SHA-256 with each system's own tool.
 */
export function VerifyDownload({ file }: { file: DownloadFile }) {
  const { downloadsBaseUrl } = useSite()
  const name = baseName(file.file)
  const keyName = baseName(SIGNING_KEY.file)
  const signatureName = baseName(signaturePath(file))
  return (
    <details className="verify">
      <summary>
        <Icon id="file-check" />
        <Trans comment="Opens a box that explains how to check that a downloaded app file is ours and intact">
          Verify the download
        </Trans>
      </summary>
      <p>
        <Trans comment="In the box that explains how to check a downloaded app file; OpenPGP is the name of a signature standard">
          Every file is signed with our OpenPGP key. A good signature shows that the file is the one we published,
          unchanged.
        </Trans>
      </p>
      <dl className="verify__facts">
        <div>
          <dt>
            <Trans comment="Label before the 40-character fingerprint that identifies the signing key">
              Key fingerprint
            </Trans>
          </dt>
          <dd>
            <code className="verify__code">{groupFingerprint(SIGNING_KEY.fingerprint)}</code>
          </dd>
        </div>
        <div>
          <dt>
            <Trans comment="Label before links to the files needed to check a signature">Files</Trans>
          </dt>
          <dd className="verify__links">
            <a href={`${downloadsBaseUrl}${SIGNING_KEY.file}`} download>
              <Trans comment="Link that downloads the public half of the key that signs the app files">
                Public key
              </Trans>
            </a>
            <a href={`${downloadsBaseUrl}${signaturePath(file)}`} download>
              <Trans comment="Link that downloads the signature of one app file">Signature</Trans>
            </a>
          </dd>
        </div>
      </dl>
      <p>
        <Trans comment="GnuPG and Gpg4win are program names; the commands follow this sentence">
          With GnuPG (Gpg4win on Windows), save the public key and the signature beside the downloaded file, open a
          terminal in that folder and run:
        </Trans>
      </p>
      <pre className="verify__code">
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- commands */}
        <code>{`gpg --import ${keyName}\ngpg --verify ${signatureName} ${name}`}</code>
      </pre>
      <p>
        <Trans comment="After the commands that check a signature">
          GnuPG answers “Good signature” with the fingerprint shown above. A warning that the key is not certified only
          means that you have not signed our key yourself.
        </Trans>
      </p>
      <p>
        <Trans comment="Before the commands that print a file's checksum on each system; the checksum follows">
          To check the file's SHA-256 checksum instead, run the command for your system and compare what it prints with
          this value:
        </Trans>
      </p>
      <dl className="verify__facts">
        {HASH_COMMANDS.map(([system, command]) => (
          <div key={system}>
            <dt>{system}</dt>
            <dd>
              <code className="verify__code">{command(name)}</code>
            </dd>
          </div>
        ))}
        <div>
          <dt>{HASH_NAME}</dt>
          <dd>
            <code className="verify__code download-file__hash">{file.sha256}</code>
          </dd>
        </div>
      </dl>
    </details>
  )
}
