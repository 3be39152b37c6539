import type { SVGProps } from 'react'

/** The product's mark: a headset-like arc over three rising bars (campaign progress). Decorative. */
export function AppLogo({ size = 40, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" {...props}>
      <rect width="48" height="48" rx="12" fill="#9155FD" />
      <path d="M12 26a12 12 0 0 1 24 0" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <rect x="15" y="29" width="4" height="7" rx="1.5" fill="#fff" />
      <rect x="22" y="25" width="4" height="11" rx="1.5" fill="#fff" />
      <rect x="29" y="21" width="4" height="15" rx="1.5" fill="#fff" />
    </svg>
  )
}
