/** The Planet VPN mark: a planet with a ring; decorative, the link around it carries the name. */
export function Logo() {
  return (
    <svg className="logo" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="11" fill="var(--color-accent)" />
      <ellipse
        cx="18"
        cy="18"
        rx="17"
        ry="6"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="2.5"
        transform="rotate(-20 18 18)"
      />
    </svg>
  )
}
