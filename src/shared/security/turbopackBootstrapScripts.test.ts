import { getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files'
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape'

import { turbopackBootstrapScripts } from './turbopackBootstrapScripts'

const params = {
  '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1] },
  '/login': { otherChunks: ['static/chunks/login.js', 'static/chunks/<odd>&.js'], runtimeModuleIds: [2] },
  '/users': { otherChunks: ['static/chunks/users.js'], runtimeModuleIds: [3] }
}

describe("the inline bootstrap of Turbopack's pages", () => {
  it("is Next's own text for each page, so its hash is the one the browser computes", () => {
    const scripts = turbopackBootstrapScripts({
      pages: { '/_app': [], '/login': [], '/users': [] },
      pagesChunkGroupBootstrapParams: params,
      chunkLoadingGlobal: 'TURBOPACK'
    })
    const nexts = ['/login', '/users', '/_app'].map(page =>
      htmlEscapeJsonString(getTurbopackChunkGroupBootstrap(params, 'TURBOPACK', ['/_app', page])!)
    )
    expect(scripts.sort()).toEqual(nexts.sort())
  })

  it('is none for a build without the shared runtime (or `next dev`)', () => {
    expect(turbopackBootstrapScripts({ pages: { '/login': [] } })).toEqual([])
  })
})
