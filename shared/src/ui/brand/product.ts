export const PRODUCT_NAME = 'Alumni Connect';
