import toast from 'react-hot-toast'

/**
 * Toasts for features: `notify.success(t('…'))`. They show where the app's <AppToaster/> is placed (the
 * settings' toast position). Messages are already translated.
 */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message),
  dismiss: (id?: string) => toast.dismiss(id)
}
