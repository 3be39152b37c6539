import Box from '@mui/material/Box'

/**
 * A status's coloured dot beside its name. Hidden from assistive technologies: the name beside it says what
 * the colour shows. It never shrinks, however little room its row leaves. `ring`: a ring of the colour instead
 * (what is off, beside what is on).
 */
export function StatusDot({ colour, ring = false }: { colour: string; ring?: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 8,
        height: 8,
        borderRadius: '50%',
        flex: 'none',
        ...(ring ? { border: '1px solid', borderColor: colour } : { bgcolor: colour })
      }}
    />
  )
}
