// The page reload after a successful unset, kept apart so tests can watch it instead of reloading.
export const page = {
  reload(): void {
    window.location.reload();
  },
};
