import { defineTexts } from '../../core/texts/define';

// The English variants are the spec's own texts ('%s' → {name}, '%d' → {size}, in MB).
export const texts = defineTexts('file-upload', {
  pl: {
    invalidType: 'Nie można przesłać pliku {name}, ponieważ jego typ jest niedozwolony.',
    tooLarge: 'Nie można przesłać pliku {name}, ponieważ jest większy niż dozwolony rozmiar {size} MB.',
    pictureFormats: 'Możliwe formaty zdjęć: {formats}.',
    pictureSize: 'Maksymalny rozmiar zdjęcia to: {size} px.',
    formatSeparator: ', ',
  },
  en: {
    invalidType: 'File cannot be uploaded {name}, because its type of files is invalid.',
    tooLarge: 'File cannot be uploaded {name} because it is larger than the allowed size of {size}MB.',
    pictureFormats: 'Possible picture formats: {formats}.',
    pictureSize: 'Max. picture size is: {size}px.',
  },
});
