import * as v from 'valibot'

/** Protocols a Premium configuration file can be made for. */
export const VPN_PROTOCOLS = ['wireguard', 'openvpn'] as const
export type VpnProtocol = (typeof VPN_PROTOCOLS)[number]

export const ConnectionConfigQuerySchema = v.object({
  node_id: v.pipe(v.string('node_required'), v.regex(/^\d{1,9}$/, 'node_invalid'), v.transform(Number)),
  protocol: v.optional(v.picklist(VPN_PROTOCOLS, 'protocol_unavailable'), 'wireguard'),
})

export const ActionKeyExchangeSchema = v.object({
  key: v.pipe(v.string('key_required'), v.regex(/^[A-Za-z0-9_-]{20,200}$/, 'key_invalid')),
})
