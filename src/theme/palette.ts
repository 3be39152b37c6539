/** The Materio look the product inherits: primary #9155FD, calm greys, a deep violet dark mode. */
export const brand = {
  primary: '#9155FD',
  secondary: '#8A8D93',
  success: '#56CA00',
  error: '#FF4C51',
  warning: '#FFB400',
  info: '#16B1FF'
} as const

export const surfaces = {
  light: { background: '#F4F5FA', paper: '#FFFFFF', text: '#3A3541' },
  dark: { background: '#28243D', paper: '#312D4B', text: '#E7E3FC' }
} as const
