/** `localhost`, `*.localhost`, 127.x.x.x or [::1], with or without a port: a host that names this machine. */
export function isLocalHostName(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, '')
    .replace(/\.$/, '')
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  if (name === '[::1]' || name === '::1') return true
  return /^127(?:\.\d{1,3}){3}$/.test(name) && name.split('.').every((part) => Number(part) <= 255)
}
