import { readOptionsFromEnv } from './config'
import { createEmulator } from './createEmulator'
import { seedUsers } from './seed'

/** `npm run emulator`: reads GENESYS_EMULATOR_* from the environment and serves until stopped. */
async function main() {
  let options
  try {
    options = readOptionsFromEnv(process.env)
  } catch (error) {
    console.error(`Genesys Cloud emulator: bad configuration: ${(error as Error).message}`)
    process.exit(1)
  }

  const emulator = await createEmulator(options)
  const { clientId, appOrigins, contactsPerSecond, stoppingMs, checkModels, realism } = emulator.options
  console.log(`Genesys Cloud emulator listening on ${emulator.url}`)
  console.log(`  OAuth client: ${clientId}; app origins: ${appOrigins.join(', ')}`)
  console.log(`  Outbound: campaigns call ${contactsPerSecond} contacts/s; stopping lasts ${stoppingMs} ms`)
  if (checkModels) console.log("  Checking every answer, request and event against the official SDK's models")
  if (realism) console.log(`  Realism: the platform's delays and lag (${JSON.stringify(realism)})`)
  console.log(
    `  Users: ${Object.values(seedUsers)
      .map(user => user.email)
      .join(', ')}`
  )

  const stop = () => {
    void emulator.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch(error => {
  console.error('Genesys Cloud emulator failed to start:', error)
  process.exit(1)
})
