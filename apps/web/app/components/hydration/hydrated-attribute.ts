/** Set on <html> once React has hydrated the page: its handlers own every form from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
