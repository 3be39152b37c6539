import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined'
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { type DragEvent, useRef, useState } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { moveItem } from '../model/reorder'

export interface OrderedCampaign {
  id: string
  name: string
  status: string | null
}

interface CampaignOrderProps {
  labelledBy: string
  campaigns: readonly OrderedCampaign[]
  onChange: (campaigns: OrderedCampaign[]) => void
  /** says a change to screen readers (the editor's polite live region) */
  announce: (text: string) => void
}

/**
 * The campaigns of a sequence in the order they run: dragged with a pointer, or moved with each one's up and
 * down buttons (named "Move Renewals up"), the new position announced. After a move by button the focus stays
 * on the campaign moved (on its other button when the one pressed is no longer offered).
 */
export function CampaignOrder({ labelledBy, campaigns, onChange, announce }: CampaignOrderProps) {
  const { t } = useScreenTexts()
  const [dragged, setDragged] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const buttons = useRef(new Map<string, HTMLButtonElement>())

  const move = (from: number, to: number, byKeyboard: { id: string; direction: 'up' | 'down' } | null) => {
    if (to < 0 || to >= campaigns.length || from === to) return
    const next = moveItem(campaigns, from, to)
    onChange(next)
    const campaign = campaigns[from]!
    announce(t('sequences.editor.moved', { name: campaign.name, position: to + 1, count: campaigns.length }))
    if (byKeyboard) {
      // The button pressed is gone at either end: the focus goes to the other one.
      const direction =
        (byKeyboard.direction === 'up' && to === 0) ||
        (byKeyboard.direction === 'down' && to === next.length - 1)
          ? byKeyboard.direction === 'up'
            ? 'down'
            : 'up'
          : byKeyboard.direction
      requestAnimationFrame(() => buttons.current.get(`${byKeyboard.id}-${direction}`)?.focus())
    }
  }
  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element)
    else buttons.current.delete(key)
  }

  if (campaigns.length === 0)
    return <Box sx={{ color: 'text.secondary', fontSize: 14, py: 1 }}>{t('sequences.editor.empty')}</Box>

  return (
    <Box
      component="ol"
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      {campaigns.map((campaign, index) => {
        const values = { name: campaign.name }
        return (
          <Box
            component="li"
            key={campaign.id}
            draggable
            onDragStart={(event: DragEvent) => {
              setDragged(index)
              event.dataTransfer.effectAllowed = 'move'
              event.dataTransfer.setData('text/plain', campaign.id)
            }}
            onDragOver={(event: DragEvent) => {
              if (dragged === null) return
              event.preventDefault()
              setOver(index)
            }}
            onDrop={(event: DragEvent) => {
              event.preventDefault()
              if (dragged !== null) move(dragged, index, null)
              setDragged(null)
              setOver(null)
            }}
            onDragEnd={() => {
              setDragged(null)
              setOver(null)
            }}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1,
              py: 0.25,
              border: 1,
              borderRadius: 1,
              borderColor: over === index && dragged !== index ? 'primary.main' : 'divider',
              opacity: dragged === index ? 0.5 : 1,
              bgcolor: 'background.paper'
            }}
          >
            <DragIndicatorOutlined
              fontSize="small"
              aria-hidden
              sx={{ cursor: 'grab', color: 'text.secondary' }}
            />
            <Box
              component="span"
              sx={{ width: '2rem', fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
            >
              {t('sequences.editor.position', { position: index + 1 })}
            </Box>
            <Box
              component="span"
              sx={{
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap'
              }}
            >
              {campaign.name}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
              {t(`sequences.campaignStatus.${campaign.status ?? 'unknown'}`)}
            </Box>
            <IconButton
              size="small"
              ref={ref(`${campaign.id}-up`)}
              aria-label={t('sequences.editor.moveUp', values)}
              title={t('sequences.editor.moveUp', values)}
              disabled={index === 0}
              onClick={() => move(index, index - 1, { id: campaign.id, direction: 'up' })}
            >
              <ArrowUpwardOutlined fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              ref={ref(`${campaign.id}-down`)}
              aria-label={t('sequences.editor.moveDown', values)}
              title={t('sequences.editor.moveDown', values)}
              disabled={index === campaigns.length - 1}
              onClick={() => move(index, index + 1, { id: campaign.id, direction: 'down' })}
            >
              <ArrowDownwardOutlined fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('sequences.editor.remove', values)}
              title={t('sequences.editor.remove', values)}
              onClick={() => {
                onChange(campaigns.filter(other => other.id !== campaign.id))
                announce(t('sequences.editor.removed', values))
              }}
            >
              <CloseOutlined fontSize="small" />
            </IconButton>
          </Box>
        )
      })}
    </Box>
  )
}
