import { Toaster, type ToasterProps } from 'react-hot-toast'

import { useToasterPlacement } from './useToasterPlacement'

/**
 * The toasts (react-hot-toast) in the app's look: paper, the theme's text and a soft shadow; at the settings'
 * corner, below the app bar and clear of every control (useToasterPlacement).
 */
export function AppToaster({ position }: { position: NonNullable<ToasterProps['position']> }) {
  const containerStyle = useToasterPlacement(position)
  return (
    <Toaster
      position={position}
      containerStyle={containerStyle}
      toastOptions={{
        style: {
          background: 'var(--mui-palette-background-paper)',
          color: 'var(--mui-palette-text-primary)',
          border: 'var(--cm-surface-border)',
          boxShadow: 'var(--cm-shadow-md)',
          borderRadius: 6,
          fontSize: '0.9375rem'
        },
        success: { iconTheme: { primary: 'var(--mui-palette-success-dark)', secondary: '#FFFFFF' } },
        error: { iconTheme: { primary: 'var(--mui-palette-error-dark)', secondary: '#FFFFFF' } }
      }}
    />
  )
}
