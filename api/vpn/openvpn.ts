import { readFileSync } from 'node:fs'

/** The reference API's stand-in CA; production sets `OPENVPN_CA_FILE` to the nodes' real CA. */
const REFERENCE_CA = new URL('./reference-ca.pem', import.meta.url)

export function loadOpenVpnCa(file?: string): string {
  const pem = readFileSync(file ?? REFERENCE_CA, 'utf8').trim()
  if (!/^-----BEGIN CERTIFICATE-----\n[\s\S]+\n-----END CERTIFICATE-----$/.test(pem)) {
    throw new Error(`OPENVPN_CA_FILE must hold one PEM certificate (${file ?? 'reference CA'})`)
  }
  return pem
}

/**
 * An OpenVPN client profile for one location. The client logs in with the account's e-mail and
 * password (`auth-user-pass`, asked by the client), so the file holds no secret of the user.
 */
export function openVpnConfig(node: { hostname: string }, ca: string): string {
  return [
    '# Planet VPN: log in with your account e-mail and password when the client asks.',
    'client',
    'dev tun',
    'proto udp',
    `remote ${node.hostname} 1194`,
    'resolv-retry infinite',
    'nobind',
    'persist-key',
    'persist-tun',
    'remote-cert-tls server',
    'data-ciphers AES-256-GCM:CHACHA20-POLY1305',
    'auth-user-pass',
    'auth-nocache',
    'verb 3',
    '<ca>',
    ca,
    '</ca>',
    '',
  ].join('\n')
}
