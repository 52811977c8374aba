/** Platform and product names: the same in every language, so they are not translated. */
export const PLATFORM_NAMES = {
  desktop: ['Windows', 'macOS', 'Linux'],
  mobile: ['Android', 'iOS', 'Android TV'],
  browsers: ['Chrome', 'Firefox', 'Edge', 'Opera', 'Yandex Browser'],
  other: ['OpenVPN'],
} as const
