/** Saves bytes as a download with the given file name. */
export const saveFile = (bytes: BlobPart, name: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([bytes], { type }))
  const link = document.createElement("a")
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // Let the download start before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
