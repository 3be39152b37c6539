import Box from '@mui/material/Box'

/** Parts of a summary on one line, "4,958 contacts ready · 12 invalid numbers · …": a list, wrapping on a phone. */
export function SummaryCounts({ parts, label }: { parts: string[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1,
        rowGap: 0.5,
        listStyle: 'none',
        p: 0,
        m: 0,
        '& li + li::before': { content: '"·" / ""', marginInlineEnd: 1, color: 'text.secondary' }
      }}
    >
      {parts.map(part => (
        <li key={part}>{part}</li>
      ))}
    </Box>
  )
}
