import { createTheme } from '@mui/material/styles'

import { BELOW_LG_QUERY, BELOW_MD_QUERY, breakpointValues } from './breakpoints'

describe('the media queries read outside React', () => {
  // code that runs before the theme exists (the settings' first paint, the overview's question ahead) must
  // agree with what the components ask the theme
  const theme = createTheme({ breakpoints: { values: { ...breakpointValues } } })

  it("are MUI's own down('md') and down('lg')", () => {
    expect(`@media ${BELOW_MD_QUERY}`).toBe(theme.breakpoints.down('md'))
    expect(`@media ${BELOW_LG_QUERY}`).toBe(theme.breakpoints.down('lg'))
  })
})
