/** The product version shown in the shell (seed 001 section 9). */
export const PRODUCT_VERSION = '2.1.0';
