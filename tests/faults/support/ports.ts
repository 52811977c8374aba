/**
 * Loopback ports of the fault tests: FAULTS_PORT_BASE (default 3520) and the nine after it.
 * Each test file owns fixed offsets, so files never collide and a leftover server is easy to find.
 */
const base = Number(process.env.FAULTS_PORT_BASE ?? 3520)

export const PORTS = {
  accountSite: base,
  accountApi: base + 1,
  databaseSite: base + 2,
  postgres: base + 3,
  smtpApi: base + 4,
  smtp: base + 5,
} as const
