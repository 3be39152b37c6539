/** A page that is one message (an error, the page without storage): centred in the space the layout gives. */
export const messagePageSx = {
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  p: 4
} as const
