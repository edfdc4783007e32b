/** The fixed texts of uploading files (product §5 'Uploads', product §8 'Upload'). */
export const uploadTexts = {
  /** `{n}` = the limit in whole megabytes. */
  tooLarge: 'Filen er for stor. Maksimal størrelse er {n}MB',
  invalidImage: 'Venligst upload et gyldigt billedformat (JPG, PNG, WebP)',
  invalidVideo: 'Venligst upload en gyldig video (MP4 eller MOV)',
  invalidArchive: 'Kun .zip, .rar og .7z filer er tilladt',
  onlyImages: 'Kun billedfiler er tilladt',
  emptyFile: 'Filen er tom',
  uploadNotFound: 'Filen blev ikke fundet. Upload den venligst igen.',
  uploadFailed: 'Failed to upload file',
  // Compression in the browser (product §8 'Upload'), verbatim.
  noCanvasContext: 'Could not get canvas context',
  imageLoadFailed: 'Failed to load image',
  blobFailed: 'Failed to create blob from canvas',
  /** `{format}` = WEBP or JPEG, `{percent}` = how much smaller. */
  imageUploaded: 'Billede uploadet og konverteret til {format} ({percent}% reduktion)',
  videoUploaded: 'Video uploaded successfully',
  youtubeAdded: 'YouTube video added successfully',
  youtubeRequired: 'Please enter a YouTube URL',
  youtubeInvalid: 'Invalid YouTube URL',
} as const;
