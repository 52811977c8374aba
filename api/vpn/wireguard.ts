import { generateKeyPairSync } from 'node:crypto'

function x25519Pair() {
  const { publicKey, privateKey } = generateKeyPairSync('x25519')
  return {
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64'),
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32).toString('base64'),
  }
}

/**
 * A WireGuard client configuration for one location, with a fresh client key pair. Registering the
 * client's public key on the node is the VPN backend's job; the file is complete for the client.
 */
export function wireGuardConfig(node: { hostname: string; wgPublicKey: string }, clientIndex: number) {
  const client = x25519Pair()
  const host = 2 + (clientIndex % 250)
  const subnet = Math.floor(clientIndex / 250) % 250
  return {
    clientPublicKey: client.publicKey,
    text: [
      '[Interface]',
      `PrivateKey = ${client.privateKey}`,
      `Address = 10.${64 + (subnet % 64)}.${subnet}.${host}/32`,
      'DNS = 10.64.0.1',
      '',
      '[Peer]',
      `PublicKey = ${node.wgPublicKey}`,
      'AllowedIPs = 0.0.0.0/0, ::/0',
      `Endpoint = ${node.hostname}:51820`,
      'PersistentKeepalive = 25',
      '',
    ].join('\n'),
  }
}
