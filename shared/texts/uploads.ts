/** The fixed texts of uploading files (product §5 'Uploads', product §8 'Upload'). */
export const uploadTexts = {
  /** `{n}` = the limit in whole megabytes. */
  tooLarge: 'Filen er for stor. Maksimal størrelse er {n}MB',
  invalidImage: 'Venligst upload et gyldigt billedformat (JPG, PNG, WebP)',
  invalidVideo: 'Venligst upload en gyldig video (MP4 eller MOV)',
  invalidArchive: 'Kun .zip, .rar og .7z filer er tilladt',
  onlyImages: 'Kun billedfiler er tilladt',
  /** A file whose content is not what its name says (a text file named `.jpg`, say). */
  notAnImage: 'Filen er ikke et billede. Vælg en JPG-, PNG- eller WebP-fil.',
  notAVideo: 'Filen er ikke en video. Vælg en MP4- eller MOV-fil.',
  notAnArchive: 'Filen er ikke et zip-arkiv. Vælg en .zip-, .rar- eller .7z-fil.',
  emptyFile: 'Filen er tom',
  uploadNotFound: 'Filen blev ikke fundet. Upload den venligst igen.',
  uploadFailed: 'Filen kunne ikke uploades. Prøv igen.',
  // The smaller copies of an image, made in the browser (decision 0024).
  variantsOnlyForImages: 'Kun billeder kan uploades i flere størrelser',
  variantsMismatch: 'Billedets mindre udgaver passer ikke til billedet. Upload det venligst igen.',
  // Compression in the browser (product §8 'Upload'). Danish since issue 28: the original's
  // English messages ('Failed to upload file', ...) reached the owner as they were.
  noCanvasContext: 'Billedet kunne ikke behandles i din browser',
  imageLoadFailed: 'Billedet kunne ikke indlæses',
  blobFailed: 'Billedet kunne ikke konverteres',
  /** `{format}` = WEBP or JPEG, `{percent}` = how much smaller. */
  imageUploaded: 'Billede uploadet og konverteret til {format} ({percent}% reduktion)',
  videoUploaded: 'Video uploadet',
  youtubeAdded: 'YouTube-video tilføjet',
  youtubeRequired: 'Indsæt et link til en YouTube-video',
  youtubeInvalid: 'Linket er ikke en gyldig YouTube-video',
} as const;
