import { ListPage } from '@/shared/ui/list'

import { contactListsTexts } from '../i18n/contactListsTexts'
import { createContactListsStore } from '../model/contactListsStore'
import { ContactListsView } from './ContactListsView'

/** The /contact-lists page with its own Redux store and texts. */
export function ContactListsPage() {
  return (
    <contactListsTexts.Provider>
      <ListPage createStore={createContactListsStore}>
        <ContactListsView />
      </ListPage>
    </contactListsTexts.Provider>
  )
}
