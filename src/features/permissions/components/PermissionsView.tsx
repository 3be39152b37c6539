import { useMemo } from 'react'

import { useAuth } from '@/features/auth'
import { ROLES } from '@/shared/acl'
import { ListScreen, useList } from '@/shared/ui/list'

import { permissionsApi } from '../api/permissionsApi'
import { PERMISSIONS_LIST } from '../model/permissionsListDefinition'
import { permissionColumns } from './permissionColumns'
import { RoleChips } from './RoleChips'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

/**
 * The permissions catalogue, a list screen (src/shared/ui/list): a search, a role filter, how many
 * permissions each role holds, and each permission with its roles as chips.
 */
export function PermissionsView() {
  const { t, language } = useScreenTexts()
  const { user } = useAuth()
  const list = useList(permissionsApi.endpoints.permissions, PERMISSIONS_LIST)
  const columns = useMemo(
    () => permissionColumns(t, new Intl.DateTimeFormat(language, { dateStyle: 'medium' })),
    [t, language]
  )
  const countOf = (role: string) =>
    list.allData.find(entry => entry.field === 'assignedTo' && entry.value === role)?.count

  return (
    <ListScreen
      list={list}
      columns={columns}
      textValues={{ company: user?.company ?? '' }}
      personId={user?.email ?? 'anonymous'}
      actions={
        <RoleChips
          outlined
          aria-label={t('permissions.summary.label')}
          roles={ROLES}
          label={role =>
            t('permissions.summary.count', { role: t(`roles.${role}`), count: countOf(role) ?? '…' })
          }
        />
      }
    />
  )
}
