// The one Chromium every browser run uses (the browser tests' harness, the bench): Debian's, and its flags.
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 15x builds the omnibox's WebUI popups (chrome://omnibox-popup.top-chrome/ and its
  // omnibox_popup_aim.html) for every new window, headless included: one more renderer per browser
  // context, measured at 0.6 CPU-s of the 1.06 CPU-s a context with one page costs on this machine (0.32
  // without). No page can see or reach them, so turning them off changes nothing a test looks at.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
