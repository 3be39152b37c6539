import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'

import { MAIN_CONTENT_ID } from './boxed'

/** "Skip to content": the first stop of the keyboard, shown only when focused. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={theme => ({
        position: 'fixed',
        top: 8,
        insetInlineStart: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        fontWeight: 500,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' }
      })}
    >
      {t('shell.skipToContent')}
    </Box>
  )
}
