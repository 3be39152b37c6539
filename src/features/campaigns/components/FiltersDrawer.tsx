import FilterListOutlined from '@mui/icons-material/FilterListOutlined'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId, useState } from 'react'

import { useCampaignsT } from '../i18n/CampaignTexts'

/** On a narrow screen the filters wait in a drawer behind one button, which says how many are in force. */
export function FiltersDrawer({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useCampaignsT()
  const [open, setOpen] = useState(false)
  const titleId = useId()
  return (
    <>
      <Button
        variant="outlined"
        startIcon={
          <Badge badgeContent={active} color="primary">
            <FilterListOutlined />
          </Badge>
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="open-filters"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('filters.open')}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } as object }}
      >
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('filters.label')}
          </Typography>
          {children}
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('filters.done')}
          </Button>
        </Box>
      </Drawer>
    </>
  )
}
