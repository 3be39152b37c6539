import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'

/** A failed sign-in's message on /login, with its title (an error alert, announced as one). */
export default function SignInErrorAlert({ title, message }: { title: string; message: string }) {
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  )
}
