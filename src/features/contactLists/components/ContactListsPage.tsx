import { sessionTransport } from '@/features/sessionApi'
import { ListPage } from '@/shared/ui/list'

import { contactListsTexts } from '../i18n/contactListsTexts'
import { ContactListsView } from './ContactListsView'

/** The /contact-lists page with its own store of the data layer and its texts. */
export function ContactListsPage() {
  return (
    <contactListsTexts.Provider>
      <ListPage transport={sessionTransport}>
        <ContactListsView />
      </ListPage>
    </contactListsTexts.Provider>
  )
}
