import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined'
import Button from '@mui/material/Button'
import { useMemo, useState } from 'react'

import { useAuth } from '@/features/auth'
import type { ContactListRow } from '@/shared/contactLists/contactListTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { capabilityReason } from '@/shared/ui/capabilityReason'
import { ListScreen, useList } from '@/shared/ui/list'

import { contactListsApi } from '../api/contactListsApi'
import { CONTACT_LISTS_LIST } from '../model/contactListsDefinition'
import { contactListColumns } from './contactListColumns'
import { NewListDialog } from './NewListDialog'

/**
 * The contact lists page, a list screen (src/shared/ui/list): every list of the organisation with its size,
 * how far its campaigns have worked it, the campaigns that dial it, its division and last import.
 */
export function ContactListsView() {
  const { t, language } = useScreenTexts()
  const { user } = useAuth()
  const list = useList(contactListsApi.endpoints.contactLists, CONTACT_LISTS_LIST)
  const [creating, setCreating] = useState(false)
  // what the last answer said the person may do, and the divisions that hold lists (for a new one)
  const { extra } = list
  // not known after a failed first read: said so (a disabled button always says why), not "loading"
  const createReason =
    list.error && !extra
      ? t('lists.notLoaded')
      : capabilityReason(t, 'contactLists', extra?.capabilities.createList)
  const divisions = extra?.divisions ?? []
  const campaignsUnavailable = list.campaignsUnavailable !== null
  const columns = useMemo(
    () =>
      contactListColumns({
        t,
        numbers: new Intl.NumberFormat(language),
        dates: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }),
        percent: new Intl.NumberFormat(language, { style: 'percent' }),
        campaignsUnavailable
      }),
    [t, language, campaignsUnavailable]
  )
  return (
    <ListScreen<ContactListRow>
      list={list}
      columns={columns}
      textValues={{ company: user?.company ?? '' }}
      personId={user?.email ?? 'anonymous'}
      actions={
        <span title={createReason ?? undefined}>
          <Button
            variant="contained"
            startIcon={<PlaylistAddOutlined />}
            disabled={createReason !== null}
            onClick={() => setCreating(true)}
          >
            {t('contactLists.newList.open')}
          </Button>
        </span>
      }
      below={creating && <NewListDialog divisions={divisions} onClose={() => setCreating(false)} />}
    />
  )
}
