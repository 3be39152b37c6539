import CheckIcon from '@mui/icons-material/Check'
import TranslateIcon from '@mui/icons-material/Translate'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import { useTranslation } from 'react-i18next'

import { LazyMenu, useMenuButton } from '@/shared/ui/LazyMenu'

import { languages } from '../languages'
import { useLanguage } from '../useLanguage'

/** The top bar's language menu: each language named in its own language and tagged with its `lang`. */
export function LanguageMenu() {
  const { t } = useTranslation()
  const { language, changeLanguage } = useLanguage()
  const { button, menu, close } = useMenuButton()
  return (
    <>
      <IconButton color="inherit" title={t('language.choose')} aria-label={t('language.choose')} {...button}>
        <TranslateIcon />
      </IconButton>
      <LazyMenu {...menu}>
        {languages.map(entry => {
          const selected = entry.code === language
          return (
            <MenuItem
              key={entry.code}
              lang={entry.code}
              selected={selected}
              aria-current={selected ? 'true' : undefined}
              onClick={() => {
                close()
                void changeLanguage(entry.code)
              }}
            >
              <ListItemIcon>{selected ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText>{entry.nativeName}</ListItemText>
            </MenuItem>
          )
        })}
      </LazyMenu>
    </>
  )
}
