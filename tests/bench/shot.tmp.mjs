import { chromium } from '@playwright/test'
import { run, stopAll, waitForUrl } from '../../scripts/processes.mjs'
const EMU='http://localhost:4110', APP='http://localhost:3110'
try {
  run('emulator','node_modules/.bin/tsx',['emulator/src/main.ts'],{env:{GENESYS_EMULATOR_PORT:'4110',GENESYS_EMULATOR_APP_ORIGINS:APP,GENESYS_EMULATOR_QUIET:'1'}})
  const app = run('app','node',['scripts/serve-test-app.mjs','pkce','3110','.next-test/pkce',EMU],{})
  await waitForUrl(`${EMU}/__emulator/health`,30000); await waitForUrl(`${APP}/login`,240000)
  const browser = await chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking']})
  for (const [mode, dir, w, h] of JSON.parse(process.env.VARIANTS || '[["light","ltr",1440,900]]')) {
    const ctx = await browser.newContext({viewport:{width:w,height:h}})
    const page = await ctx.newPage()
    await page.addInitScript(([mode,dir]) => { const s = JSON.parse(localStorage.getItem('settings')||'{}'); localStorage.setItem('settings', JSON.stringify({...s, mode, direction: dir})) }, [mode, dir])
    await page.goto(`${APP}/login`); await page.getByRole('button',{name:'Sign in with Genesys Cloud'}).click()
    await page.getByRole('button',{name:'Sign in as Avery Admin'}).click()
    await page.locator(w < 900 ? '[data-testid=campaign-card]' : '[data-testid=campaign-row]').first().waitFor()
    await page.waitForTimeout(1500)
    await page.screenshot({path:`/tmp/shot-${mode}-${dir}-${w}.png`})
    await ctx.close()
  }
  await browser.close()
} finally { stopAll() }
process.exit(0)
