import { useRouter } from 'next/router'

import { sessionTransport } from '@/features/sessionApi'
import { ListPage } from '@/shared/ui/list'

import { contactListsTexts } from '../i18n/contactListsTexts'
import { ContactListDetailView } from './ContactListDetailView'

/** /contact-lists/[id]: the page's own store of the data layer, for the list in the address once the router knows it. */
export function ContactListPage() {
  const router = useRouter()
  const id = typeof router.query.id === 'string' ? router.query.id : null
  return (
    <contactListsTexts.Provider>
      {router.isReady && id && (
        <ListPage key={id} transport={sessionTransport}>
          <ContactListDetailView listId={id} />
        </ListPage>
      )}
    </contactListsTexts.Provider>
  )
}
