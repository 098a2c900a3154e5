import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import island from './index';
import { initShopStore, resetShopStore } from '../../core/store/store';
import { PLN_FORMAT } from '../../core/money';
import type { StorefrontEventMap } from '../../core/events';

// place-order.html's attachment field and basketedit.html's comment photo, as the server renders them.
const ATTACHMENT = `
  <div class="f-group f-feedback">
    <input id="order_attachment" class="f-control --validate" type="file" name="order_file" accept=".jpg,.jpeg,.png,.pdf" data-max_filesize="5242880" aria-describedby="order_attachment_description order_attachment_message">
    <label class="f-label --file" for="order_attachment" data-label="Wybierz plik">Plik z projektem haftu</label>
    <div id="order_attachment_description" class="f-description">JPG, PNG lub PDF, maksymalnie 5 MB.</div>
    <div id="order_attachment_message" class="f-message" aria-live="polite"></div>
  </div>`;
const COMMENT_PHOTO = `
  <div class="f-group">
    <input id="basket_comment_photo1" class="f-control" type="file" name="comment_photo[101][3][9f2c41][]" accept="image/jpeg" data-max_filesize="2097152">
    <label class="f-label --file" for="basket_comment_photo1" data-label="Dodaj zdjęcie">Zdjęcie do komentarza</label>
  </div>`;

const BLACKLIST = {
  extensions: ['exe', 'bat', 'cmd', 'com', 'js', 'php', 'sh', 'html', 'htm'],
  mimes: ['application/x-msdownload', 'application/javascript', 'text/html', 'application/x-sh'],
};
const MB = 1024 * 1024;

function init(language = 'pl', textOverrides: Record<string, string> = {}) {
  resetShopStore();
  initShopStore({
    product: null, view: 3, pageType: 'place-order', language, textOverrides,
    shop: { priceType: 'gross', currency: PLN_FORMAT, logged: false, contactLink: '/contact.php', blacklist: BLACKLIST, language, cacheHtml: false, clientPoints: null },
  });
}

const toasts: Array<StorefrontEventMap['storefront:toast']> = [];
const hear = (e: Event) => toasts.push((e as CustomEvent<StorefrontEventMap['storefront:toast']>).detail);

function mount(html: string, id: string) {
  document.body.innerHTML = html;
  const input = document.getElementById(id) as HTMLInputElement;
  const stop = island.start({ config: island.readConfig!(input), container: input });
  return { input, unmount: () => stop?.() };
}
/** A file of `size` bytes without allocating them. */
function file(name: string, size: number, type = '') {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}
const user = () => userEvent.setup({ applyAccept: false });
const message = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('f-message'))!;

beforeEach(() => {
  init();
  toasts.length = 0;
  document.addEventListener('storefront:toast', hear);
});
afterEach(() => document.removeEventListener('storefront:toast', hear));

describe('<FileUpload>', () => {
  it('accepts a file of an allowed type within the limit and leaves it chosen', async () => {
    const { input } = mount(ATTACHMENT, 'order_attachment');
    await user().upload(input, file('haft.jpg', 3 * MB, 'image/jpeg'));
    expect(input.files).toHaveLength(1);
    expect(toasts).toEqual([]);
    expect(message(input).textContent).toBe('');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('rejects a file over data-max_filesize: the input is cleared, an error toast and the field message say so in MB', async () => {
    const { input } = mount(ATTACHMENT, 'order_attachment');
    await user().upload(input, file('projekt.pdf', 6 * MB, 'application/pdf'));
    const text = 'Nie można przesłać pliku projekt.pdf, ponieważ jest większy niż dozwolony rozmiar 5 MB.';
    expect(input.value).toBe('');
    expect(input.files).toHaveLength(0);
    expect(toasts).toEqual([{ kind: 'error', message: text }]);
    expect(document.getElementById('order_attachment_message')!.textContent).toBe(text);
    expect(input.getAttribute('aria-describedby')).toBe('order_attachment_description order_attachment_message');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.closest('.f-feedback')!.classList.contains('--error')).toBe(true);
  });

  it('creates no number format until a file is refused (locale data is not loaded at mount)', async () => {
    const Real = Intl.NumberFormat;
    const spy = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof Real>) {
      return new Real(...args);
    } as unknown as typeof Real);
    try {
      const { input } = mount(ATTACHMENT, 'order_attachment');
      await user().upload(input, file('haft.jpg', 3 * MB, 'image/jpeg'));
      expect(spy).not.toHaveBeenCalled();
      await user().upload(input, file('projekt.pdf', 6 * MB, 'application/pdf'));
      await user().upload(input, file('drugi.pdf', 7 * MB, 'application/pdf'));
      expect(spy).toHaveBeenCalledOnce();
      expect(toasts.map((t) => t.message)).toEqual([
        'Nie można przesłać pliku projekt.pdf, ponieważ jest większy niż dozwolony rozmiar 5 MB.',
        'Nie można przesłać pliku drugi.pdf, ponieważ jest większy niż dozwolony rozmiar 5 MB.',
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('rejects a blacklisted extension, a double extension and any case', async () => {
    const { input } = mount(ATTACHMENT, 'order_attachment');
    for (const name of ['skrypt.PHP', 'zdjecie.jpg.php', 'Setup.Exe.jpg']) {
      toasts.length = 0;
      await user().upload(input, file(name, 1000, 'image/jpeg'));
      expect(input.files, name).toHaveLength(0);
      expect(toasts).toEqual([{ kind: 'error', message: `Nie można przesłać pliku ${name}, ponieważ jego typ jest niedozwolony.` }]);
    }
  });

  it('rejects a blacklisted mime type whatever the name', async () => {
    const { input } = mount(ATTACHMENT, 'order_attachment');
    await user().upload(input, file('strona.pdf', 1000, 'text/html'));
    expect(input.files).toHaveLength(0);
    expect(toasts[0]?.message).toBe('Nie można przesłać pliku strona.pdf, ponieważ jego typ jest niedozwolony.');
  });

  it('clears the field message and error state when the next choice is fine', async () => {
    const { input } = mount(ATTACHMENT, 'order_attachment');
    await user().upload(input, file('a.exe', 10));
    await user().upload(input, file('b.png', 10, 'image/png'));
    expect(input.files).toHaveLength(1);
    expect(message(input).textContent).toBe('');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.closest('.f-feedback')!.classList.contains('--error')).toBe(false);
  });

  it('in a multiple choice, one bad file clears the whole input and each bad file gets its toast', async () => {
    const { input } = mount(ATTACHMENT.replace('type="file"', 'type="file" multiple'), 'order_attachment');
    await user().upload(input, [file('ok.jpg', 10, 'image/jpeg'), file('zly.js', 10), file('duzy.png', 9 * MB, 'image/png')]);
    expect(input.files).toHaveLength(0);
    expect(toasts.map((t) => t.message)).toEqual([
      'Nie można przesłać pliku zly.js, ponieważ jego typ jest niedozwolony.',
      'Nie można przesłać pliku duzy.png, ponieważ jest większy niż dozwolony rozmiar 5 MB.',
    ]);
    expect(message(input).textContent).toBe(toasts.map((t) => t.message).join(' '));
  });

  it('creates the field message where the server has none and describes the picture formats; unmount puts it all back', async () => {
    const { input, unmount } = mount(COMMENT_PHOTO, 'basket_comment_photo1');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    const described = ids.map((id) => document.getElementById(id)!);
    expect(described.map((el) => [el.className, el.textContent])).toEqual([
      ['f-message', ''],
      ['f-description --file-upload', 'Możliwe formaty zdjęć: .jpg.'],
    ]);
    await user().upload(input, file('zdjecie.jpg', 3 * MB, 'image/jpeg'));
    expect(message(input).textContent).toBe('Nie można przesłać pliku zdjecie.jpg, ponieważ jest większy niż dozwolony rozmiar 2 MB.');
    unmount();
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(document.querySelector('.f-message, .f-description')).toBeNull();
    // No longer checked once unmounted.
    toasts.length = 0;
    await user().upload(input, file('a.exe', 10));
    expect(toasts).toEqual([]);
  });

  it('adds the picture size from data-max_picture_size', () => {
    const { input } = mount(COMMENT_PHOTO.replace('data-max_filesize', 'data-max_picture_size="1920x1080" data-max_filesize'), 'basket_comment_photo1');
    expect(document.querySelector('.f-description')!.textContent).toBe('Możliwe formaty zdjęć: .jpg. Maksymalny rozmiar zdjęcia to: 1920x1080 px.');
    expect(input.getAttribute('aria-describedby')).toContain(document.querySelector('.f-description')!.id);
  });

  it('shows no picture text for a field that takes other files too', () => {
    mount(ATTACHMENT, 'order_attachment');
    expect(document.querySelector('.--file-upload')).toBeNull();
  });

  it('checks a file chosen before it mounted', async () => {
    document.body.innerHTML = ATTACHMENT;
    const input = document.getElementById('order_attachment') as HTMLInputElement;
    await user().upload(input, file('early.bat', 10));
    island.start({ config: island.readConfig!(input), container: input });
    expect(input.files).toHaveLength(0);
    expect(toasts[0]?.message).toContain('early.bat');
  });

  it('runs before other change listeners, so they see the cleared input', async () => {
    const { input } = mount(ATTACHMENT, 'order_attachment');
    const seen: number[] = [];
    input.addEventListener('change', () => seen.push(input.files?.length ?? -1));
    await user().upload(input, file('a.sh', 10));
    expect(seen).toEqual([0]);
  });

  it('uses English texts (the spec’s wording) and page overrides', async () => {
    init('en');
    const { input, unmount } = mount(COMMENT_PHOTO, 'basket_comment_photo1');
    expect(document.querySelector('.f-description')!.textContent).toBe('Possible picture formats: .jpg.');
    await user().upload(input, file('photo.jpg', 3 * MB, 'image/jpeg'));
    await user().upload(input, file('photo.jpg.php', 10, 'image/jpeg'));
    expect(toasts.map((t) => t.message)).toEqual([
      'File cannot be uploaded photo.jpg because it is larger than the allowed size of 2MB.',
      'File cannot be uploaded photo.jpg.php, because its type of files is invalid.',
    ]);
    unmount();
    init('pl', { 'file-upload.invalidType': 'Plik {name} ma zły typ.' });
    toasts.length = 0;
    const again = mount(COMMENT_PHOTO, 'basket_comment_photo1');
    await user().upload(again.input, file('x.exe', 1));
    expect(toasts[0]?.message).toBe('Plik x.exe ma zły typ.');
  });
});

describe('config', () => {
  it('a bad data-max_filesize is reported, naming the island, attribute and value, and means no size limit', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of ['5MB', '0', '-1', '']) {
      document.body.innerHTML = ATTACHMENT.replace('data-max_filesize="5242880"', `data-max_filesize="${bad}"`);
      const input = document.getElementById('order_attachment') as HTMLInputElement;
      expect(island.readConfig!(input)).toMatchObject({ maxBytes: null });
      expect(error.mock.calls.at(-1)?.[0]).toBe(
        `[storefront:file-upload] data-max_filesize="${bad}" on #order_attachment is not a positive number of bytes; no size limit`,
      );
    }
    const { input } = mount(ATTACHMENT.replace('data-max_filesize="5242880"', 'data-max_filesize="lots"'), 'order_attachment');
    await user().upload(input, file('huge.pdf', 900 * MB, 'application/pdf'));
    expect(input.files).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('data-blacklist_extension and data-blacklist_mime on the input replace the page lists', async () => {
    const { input } = mount(
      ATTACHMENT.replace('data-max_filesize', 'data-blacklist_extension=".PDF, docx" data-blacklist_mime="image/png" data-max_filesize'),
      'order_attachment',
    );
    await user().upload(input, file('skrypt.php', 10));
    expect(input.files).toHaveLength(1);
    await user().upload(input, file('umowa.pdf', 10, 'application/pdf'));
    expect(input.files).toHaveLength(0);
    await user().upload(input, file('obraz.jpg', 10, 'image/png'));
    expect(input.files).toHaveLength(0);
    expect(toasts).toHaveLength(2);
  });

  it('an explicit container without a file input mounts harmlessly, saying why', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="uploads" data-island="file-upload"></div>';
    const el = document.getElementById('uploads')!;
    const config = island.readConfig!(el);
    expect(config.input).toBeNull();
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:file-upload] #uploads');
    expect(island.start({ config, container: el })).toBeUndefined();
    expect(el.innerHTML).toBe('');
  });

  it('a bad data-max_picture_size is reported and not shown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount(COMMENT_PHOTO.replace('data-max_filesize', 'data-max_picture_size="big" data-max_filesize'), 'basket_comment_photo1');
    expect(document.querySelector('.f-description')!.textContent).toBe('Możliwe formaty zdjęć: .jpg.');
    expect(error.mock.calls[0]?.[0]).toContain('data-max_picture_size="big"');
  });
});
