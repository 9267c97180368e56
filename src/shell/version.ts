/** The product version shown in the shell. */
export const PRODUCT_VERSION = '2.1.0';
