// Build aliases of Chakra's component files used by ./*.ts (PART_SOURCES in shared/build/kits.cjs).
declare module '@alumni/chakra-part/accordion' {
  export * from '@chakra-ui/react/accordion';
}
declare module '@alumni/chakra-part/avatar' {
  export * from '@chakra-ui/react/avatar';
}
declare module '@alumni/chakra-part/checkbox' {
  export * from '@chakra-ui/react/checkbox';
}
declare module '@alumni/chakra-part/dialog' {
  export * from '@chakra-ui/react/dialog';
}
declare module '@alumni/chakra-part/drawer' {
  export * from '@chakra-ui/react/drawer';
}
declare module '@alumni/chakra-part/empty-state' {
  export * from '@chakra-ui/react/empty-state';
}
declare module '@alumni/chakra-part/field' {
  export * from '@chakra-ui/react/field';
}
declare module '@alumni/chakra-part/menu' {
  export * from '@chakra-ui/react/menu';
}
declare module '@alumni/chakra-part/native-select' {
  export * from '@chakra-ui/react/native-select';
}
declare module '@alumni/chakra-part/textarea' {
  export * from '@chakra-ui/react/textarea';
}
