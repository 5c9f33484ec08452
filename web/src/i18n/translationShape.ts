/** Same keys as the German tree, any string values: the compiler checks that en has every key of de. */
export type TranslationShape<T> = { [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]> };
