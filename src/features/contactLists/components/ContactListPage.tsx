import { useRouter } from 'next/router'
import { useMemo } from 'react'

import { ListPage } from '@/shared/ui/list'

import { contactListsTexts } from '../i18n/contactListsTexts'
import { createContactsList } from '../model/contactsList'
import { ContactListDetailView } from './ContactListDetailView'

/** /contact-lists/[id]: the page's store is made for the list in the address, once the router knows it. */
function ContactListStore({ listId }: { listId: string }) {
  const contacts = useMemo(() => createContactsList(listId), [listId])
  return (
    <ListPage key={listId} createStore={contacts.createStore}>
      <ContactListDetailView listId={listId} contacts={contacts} />
    </ListPage>
  )
}

export function ContactListPage() {
  const router = useRouter()
  const id = typeof router.query.id === 'string' ? router.query.id : null
  return (
    <contactListsTexts.Provider>
      {router.isReady && id && <ContactListStore listId={id} />}
    </contactListsTexts.Provider>
  )
}
