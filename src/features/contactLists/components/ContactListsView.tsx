import { useMemo } from 'react'

import { useAuth } from '@/features/auth'
import type { ContactListRow } from '@/shared/contactLists/contactListTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { ListScreen, useList } from '@/shared/ui/list'

import { CONTACT_LISTS_LIST } from '../model/contactListsDefinition'
import { contactListsList } from '../model/contactListsSlice'
import { contactListColumns } from './contactListColumns'

/**
 * The contact lists page, a list screen (src/shared/ui/list): every list of the organisation with its size,
 * how far its campaigns have worked it, the campaigns that dial it, its division and last import.
 */
export function ContactListsView() {
  const { t, language } = useScreenTexts()
  const { user } = useAuth()
  const list = useList(contactListsList, CONTACT_LISTS_LIST)
  const columns = useMemo(
    () =>
      contactListColumns({
        t,
        numbers: new Intl.NumberFormat(language),
        dates: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }),
        percent: new Intl.NumberFormat(language, { style: 'percent' })
      }),
    [t, language]
  )
  return (
    <ListScreen<ContactListRow>
      list={list}
      columns={columns}
      textValues={{ company: user?.company ?? '' }}
      personId={user?.email ?? 'anonymous'}
    />
  )
}
