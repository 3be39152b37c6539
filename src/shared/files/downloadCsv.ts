/** Saves `csv` as a file named `fileName` (a link to a Blob, clicked, then let go). */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName.replace(/[\\/:*?"<>|]+/g, '-')
  document.body.append(link)
  link.click()
  link.remove()
  // the download has started by the time the click returns; the URL is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
