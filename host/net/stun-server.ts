import { createSocket, type RemoteInfo, type Socket } from 'node:dgram'
import { isIPv4 } from 'node:net'

const MAGIC_COOKIE = 0x2112a442
const BINDING_REQUEST = 0x0001
const BINDING_SUCCESS = 0x0101
const XOR_MAPPED_ADDRESS = 0x0020

/**
 * The answer to a STUN Binding request (RFC 5389): the sender's address as this server saw it, in
 * an XOR-MAPPED-ADDRESS attribute. Anything that is not a well-formed Binding request gets no answer.
 */
export function bindingResponse(request: Buffer, sender: Pick<RemoteInfo, 'address' | 'port'>): Buffer | undefined {
  if (request.length < 20 || request.readUInt16BE(0) !== BINDING_REQUEST) return undefined
  if (request.readUInt32BE(4) !== MAGIC_COOKIE || request.readUInt16BE(2) + 20 !== request.length) return undefined
  const transactionId = request.subarray(8, 20)
  const address = sender.address.replace(/^::ffff:/, '')
  const v4 = isIPv4(address)
  const raw = v4 ? Buffer.from(address.split('.').map(Number)) : ipv6Bytes(address)
  const mask = Buffer.concat([Buffer.alloc(4), transactionId])
  mask.writeUInt32BE(MAGIC_COOKIE, 0)
  const xored = Buffer.from(raw.map((byte, i) => byte ^ (mask[i] as number)))
  const value = Buffer.alloc(4 + raw.length)
  value.writeUInt8(0, 0)
  value.writeUInt8(v4 ? 0x01 : 0x02, 1)
  value.writeUInt16BE(sender.port ^ (MAGIC_COOKIE >>> 16), 2)
  xored.copy(value, 4)
  const header = Buffer.alloc(20)
  header.writeUInt16BE(BINDING_SUCCESS, 0)
  header.writeUInt16BE(4 + value.length, 2)
  header.writeUInt32BE(MAGIC_COOKIE, 4)
  transactionId.copy(header, 8)
  const attribute = Buffer.alloc(4)
  attribute.writeUInt16BE(XOR_MAPPED_ADDRESS, 0)
  attribute.writeUInt16BE(value.length, 2)
  return Buffer.concat([header, attribute, value])
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  const bytes = Buffer.alloc(16)
  groups.forEach((group, i) => bytes.writeUInt16BE(parseInt(group, 16) || 0, i * 2))
  return bytes
}

/** A STUN server for the WebRTC leak test, so the test needs no third-party service. */
export async function startStunServer(
  port: number,
  host = '0.0.0.0',
): Promise<{ port: number; close: () => Promise<void> }> {
  const socket: Socket = createSocket({ type: host.includes(':') ? 'udp6' : 'udp4', reuseAddr: true })
  socket.on('message', (message, sender) => {
    const response = bindingResponse(message, sender)
    if (response) socket.send(response, sender.port, sender.address)
  })
  socket.on('error', (error) => console.error('STUN server:', error.message))
  await new Promise<void>((resolve) => socket.bind(port, host, resolve))
  return { port: socket.address().port, close: () => new Promise((resolve) => socket.close(() => resolve())) }
}
