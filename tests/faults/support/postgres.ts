import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'

/**
 * A throwaway PostgreSQL cluster of the tests' own (initdb into a scratch folder, on a loopback
 * port), so stopping it disturbs no other database: the machine's cluster and CI's TEST_DATABASE_URL
 * stay untouched. Uses Debian's server binaries (/usr/lib/postgresql/{version}/bin), which CI installs.
 */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const version = readdirSync(root)
    .filter((name) => existsSync(`${root}/${name}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a))[0]
  return version ? `${root}/${version}/bin` : undefined
}

export class PostgresCluster {
  readonly url: string
  readonly port: number
  private readonly bin: string
  private readonly dir: string

  private constructor(bin: string, port: number) {
    this.bin = bin
    this.port = port
    this.dir = mkdtempSync(`${tmpdir()}/faults-pg-`)
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`
  }

  static create(bin: string, port: number): PostgresCluster {
    const cluster = new PostgresCluster(bin, port)
    // PostgreSQL refuses to run as root: there, the cluster belongs to the postgres user.
    if (userInfo().uid === 0) chownSync(cluster.dir, ...postgresIds())
    cluster.run('initdb', ['-D', cluster.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
    return cluster
  }

  private get data() {
    return `${this.dir}/data`
  }

  private run(tool: string, args: string[]) {
    const command = `${this.bin}/${tool}`
    const [file, argv] =
      userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
    execFileSync(file, argv, { stdio: 'pipe', timeout: 30_000 })
  }

  /** Starts the server and returns once it accepts connections (`pg_ctl -w`). */
  start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_prepared_transactions=4`
    this.run('pg_ctl', ['-D', this.data, '-l', `${this.dir}/server.log`, '-o', options, '-w', 'start'])
  }

  /** `fast`: what a restart does — open transactions are rolled back and every connection is ended. */
  stop(mode: 'fast' | 'immediate' = 'fast') {
    this.run('pg_ctl', ['-D', this.data, '-m', mode, '-w', 'stop'])
  }

  destroy() {
    try {
      this.stop('immediate')
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true })
  }
}

function postgresIds(): [number, number] {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString())
  return [uid, gid]
}
