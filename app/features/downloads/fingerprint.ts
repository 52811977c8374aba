/** A fingerprint in groups of four, as GnuPG prints it. */
export function groupFingerprint(fingerprint: string): string {
  return fingerprint.replace(/(.{4})(?!$)/g, '$1 ')
}
